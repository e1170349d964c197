package dev.geolookup.adapter.geonames;

import dev.geolookup.api.GeneratedJson;
import dev.geolookup.api.JsonBody;

/**
 * A refusal as GeoNames gives it: {"status":{"message","value"}} with one of its codes, answered with HTTP 200 as
 * GeoNames answers it (its clients read status after a 200).
 */
final class GeoNamesError extends RuntimeException {

    /** GeoNames' codes used here. */
    static final int NO_SUCH_RECORD = 11;
    static final int INVALID_PARAMETER = 14;
    static final int NO_RESULT = 15;
    static final int NOT_IMPLEMENTED = 23;

    private final int value;

    GeoNamesError(int value, String message) {
        super(message, null, false, false);
        this.value = value;
    }

    static GeoNamesError invalid(String message) {
        return new GeoNamesError(INVALID_PARAMETER, message);
    }

    int value() {
        return value;
    }

    JsonBody body() {
        return bodyOf(getMessage(), value);
    }

    static JsonBody bodyOf(String message, int value) {
        return GeneratedJson.body(96, json -> json.writeStartObject().writeStartObject("status")
                .write("message", message).write("value", value).writeEnd().writeEnd());
    }
}
