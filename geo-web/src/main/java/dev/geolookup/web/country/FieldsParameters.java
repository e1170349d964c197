package dev.geolookup.web.country;

import dev.geolookup.api.country.FieldSelection;
import jakarta.ws.rs.QueryParam;

/**
 * The fields and full query parameters every country-returning endpoint accepts (SPEC 4.1); their OpenAPI
 * descriptions come from {@link dev.geolookup.web.OpenApiDescriptions}.
 */
public class FieldsParameters {

    @QueryParam("fields")
    String fields;

    @QueryParam("full")
    String full;

    FieldSelection selection() {
        return FieldSelection.parse(fields, full);
    }
}
