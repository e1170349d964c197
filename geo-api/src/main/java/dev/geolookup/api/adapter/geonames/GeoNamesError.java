package dev.geolookup.api.adapter.geonames;

import dev.geolookup.api.GeneratedJson;
import dev.geolookup.api.JsonBody;

/**
 * A refusal as GeoNames gives it: {"status":{"message","value"}} with one of its codes, answered with HTTP 200 as
 * GeoNames answers it (its clients read status after a 200). Raised where parameters are read and where they are
 * answered.
 */
public final class GeoNamesError extends RuntimeException {

    /** GeoNames' codes used here. */
    public static final int INVALID_LAT_LNG = 12;
    public static final int NO_SUCH_RECORD = 11;
    public static final int INVALID_PARAMETER = 14;
    public static final int NO_RESULT = 15;
    public static final int NOT_IMPLEMENTED = 23;

    private final int value;

    public GeoNamesError(int value, String message) {
        super(message, null, false, false);
        this.value = value;
    }

    public static GeoNamesError invalid(String message) {
        return new GeoNamesError(INVALID_PARAMETER, message);
    }

    public int value() {
        return value;
    }

    public JsonBody body() {
        return bodyOf(getMessage(), value);
    }

    public static JsonBody bodyOf(String message, int value) {
        return GeneratedJson.body(96, json -> json.writeStartObject().writeStartObject("status")
                .write("message", message).write("value", value).writeEnd().writeEnd());
    }
}
