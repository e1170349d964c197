package dev.geolookup.web.country;

import dev.geolookup.api.country.FieldSelection;
import jakarta.ws.rs.QueryParam;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;

/** The fields and full query parameters every country-returning endpoint accepts (SPEC 4.1). */
public class FieldsParameters {

    @QueryParam("fields")
    @Parameter(description = "Comma-separated top-level fields to return, overriding the lean default "
            + "(which omits altSpellings, maps, translations and regionalBlocs); 'full' returns every field. "
            + "An unknown name is a 400 listing the valid ones.")
    String fields;

    @QueryParam("full")
    @Parameter(description = "true returns the complete record instead of the lean one.")
    String full;

    FieldSelection selection() {
        return FieldSelection.parse(fields, full);
    }
}
