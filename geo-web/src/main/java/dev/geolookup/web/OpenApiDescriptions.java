package dev.geolookup.web;

import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;
import org.eclipse.microprofile.openapi.models.responses.APIResponses;

import java.util.List;

/**
 * Adds what every country operation shares to the OpenAPI document, once for all of them: the fields and full
 * query parameters (the OpenAPI scanner does not always pick them up from every method; they are defined in
 * META-INF/openapi.yaml, so that this filter needs none of the schema API that MicroProfile OpenAPI 4 changed), and
 * to every operation that takes parameters the 400 answer for invalid input.
 */
public class OpenApiDescriptions implements OASFilter {

    static final String COUNTRIES_TAG = "countries";

    private static final List<String> FIELD_PARAMETERS = List.of("fields", "full");

    @Override
    public Operation filterOperation(Operation operation) {
        if (operation.getParameters() != null && !operation.getParameters().isEmpty()) {
            addInvalidInputResponse(operation);
        }
        if (operation.getTags() == null || !operation.getTags().contains(COUNTRIES_TAG)) {
            return operation;
        }
        for (String name : FIELD_PARAMETERS) {
            boolean present = operation.getParameters() != null && operation.getParameters().stream()
                    .anyMatch(existing -> name.equals(existing.getName()));
            if (!present) {
                operation.addParameter(OASFactory.createParameter().ref(name));
            }
        }
        addInvalidInputResponse(operation);
        return operation;
    }

    private static void addInvalidInputResponse(Operation operation) {
        APIResponses responses = operation.getResponses();
        if (responses != null && !responses.hasAPIResponse("400")) {
            responses.addAPIResponse("400", OASFactory.createAPIResponse()
                    .description("An invalid parameter; the text/plain body is a JSON string saying which and why"));
        }
    }
}
