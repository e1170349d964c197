package dev.geolookup.api.adapter.restcountries;

import dev.geolookup.api.JsonBody;

/** An answer as REST Countries gave it: its HTTP status and its JSON body, records or an error object. */
public record RestCountriesAnswer(int status, JsonBody body) {

    private static final RestCountriesAnswer NOT_FOUND = error(404, "Not Found");
    private static final RestCountriesAnswer BAD_REQUEST = error(400, "Bad Request");
    private static final RestCountriesAnswer FIELDS_REFUSED = error(400,
            "'fields' query not specified or you're requesting more than 10 fields");

    public static RestCountriesAnswer ok(JsonBody body) {
        return new RestCountriesAnswer(200, body);
    }

    /** {@code {"message":"Not Found","status":404}}. */
    public static RestCountriesAnswer notFound() {
        return NOT_FOUND;
    }

    /** {@code {"message":"Bad Request","status":400}}. */
    public static RestCountriesAnswer badRequest() {
        return BAD_REQUEST;
    }

    /** What /all answered to a {@code fields} with an empty entry (its message names its other refusals too). */
    public static RestCountriesAnswer fieldsRefused() {
        return FIELDS_REFUSED;
    }

    /** REST Countries' error object with another message. */
    public static RestCountriesAnswer error(int status, String message) {
        return new RestCountriesAnswer(status, JsonBody.of(dev.geolookup.api.Jsonp.PROVIDER.createObjectBuilder()
                .add("message", message).add("status", status).build().toString()));
    }
}
