package dev.geolookup.web;

import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;
import org.eclipse.microprofile.openapi.models.responses.APIResponses;

import java.util.List;

/**
 * Adds what every country operation shares to the OpenAPI document, once for all of them: the fields and full
 * query parameters (the OpenAPI scanner does not always pick them up from every method), and to every operation
 * that takes parameters the 400 answer for invalid input.
 */
public class OpenApiDescriptions implements OASFilter {

    static final String COUNTRIES_TAG = "countries";

    private static final List<Parameter> FIELD_PARAMETERS = List.of(
            queryParameter("fields", "Comma-separated top-level fields to return, overriding the lean default "
                    + "(which omits altSpellings, maps, translations and regionalBlocs); 'full' returns every "
                    + "field. An unknown name is a 400 listing the valid ones."),
            queryParameter("full", "true returns the complete country record instead of the lean one."));

    @Override
    public Operation filterOperation(Operation operation) {
        if (operation.getParameters() != null && !operation.getParameters().isEmpty()) {
            addInvalidInputResponse(operation);
        }
        if (operation.getTags() == null || !operation.getTags().contains(COUNTRIES_TAG)) {
            return operation;
        }
        for (Parameter parameter : FIELD_PARAMETERS) {
            boolean present = operation.getParameters() != null && operation.getParameters().stream()
                    .anyMatch(existing -> parameter.getName().equals(existing.getName()));
            if (!present) {
                operation.addParameter(parameter);
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

    private static Parameter queryParameter(String name, String description) {
        return OASFactory.createParameter()
                .name(name)
                .in(Parameter.In.QUERY)
                .required(false)
                .description(description)
                .schema(OASFactory.createSchema().type(Schema.SchemaType.STRING));
    }
}
