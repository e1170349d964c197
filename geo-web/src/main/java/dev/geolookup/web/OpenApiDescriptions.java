package dev.geolookup.web;

import dev.geolookup.web.http.MediaTypes;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.media.Content;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;
import org.eclipse.microprofile.openapi.models.responses.APIResponses;

import java.util.List;
import java.util.Set;

/**
 * Adds what operations share to the OpenAPI document, once for all of them: to every country operation the fields
 * and full query parameters (the OpenAPI scanner does not always pick them up from every method; they are defined in
 * META-INF/openapi.yaml, so that this filter needs none of the schema API that MicroProfile OpenAPI 4 changed), to
 * every operation that answers GeoJSON too the format parameter, and to every operation that takes parameters the
 * 400 answer for invalid input.
 */
public class OpenApiDescriptions implements OASFilter {

    static final String COUNTRIES_TAG = "countries";

    private static final List<String> FIELD_PARAMETERS = List.of("fields", "full");
    private static final String FORMAT_PARAMETER = "format";
    private static final String GEO_JSON_SCHEMA = "GeoJson";
    /** The operations of these tags answer records with coordinates: each has a GeoJSON form. */
    private static final Set<String> GEO_JSON_TAGS = Set.of("places", "cities", "postal", "reverse");

    @Override
    public Operation filterOperation(Operation operation) {
        if (operation.getParameters() != null && !operation.getParameters().isEmpty()) {
            addInvalidInputResponse(operation);
        }
        if (answersGeoJson(operation)) {
            addParameter(operation, FORMAT_PARAMETER);
            addGeoJsonContent(operation);
        }
        if (operation.getTags() == null || !operation.getTags().contains(COUNTRIES_TAG)) {
            return operation;
        }
        FIELD_PARAMETERS.forEach(name -> addParameter(operation, name));
        addInvalidInputResponse(operation);
        return operation;
    }

    private static void addParameter(Operation operation, String name) {
        boolean present = operation.getParameters() != null && operation.getParameters().stream()
                .anyMatch(existing -> name.equals(existing.getName()));
        if (!present) {
            operation.addParameter(OASFactory.createParameter().ref(name));
        }
    }

    private static boolean answersGeoJson(Operation operation) {
        return operation.getTags() != null && operation.getTags().stream().anyMatch(GEO_JSON_TAGS::contains);
    }

    /** The answer's two forms: the JSON records, or the GeoJSON defined in META-INF/openapi.yaml. */
    private static void addGeoJsonContent(Operation operation) {
        APIResponse ok = operation.getResponses() == null ? null : operation.getResponses().getAPIResponse("200");
        if (ok == null) {
            return;
        }
        Content content = ok.getContent() == null ? OASFactory.createContent() : ok.getContent();
        if (!content.hasMediaType(MediaType.APPLICATION_JSON)) {
            content.addMediaType(MediaType.APPLICATION_JSON, OASFactory.createMediaType());
        }
        content.addMediaType(MediaTypes.GEO_JSON, OASFactory.createMediaType()
                .schema(OASFactory.createSchema().ref(GEO_JSON_SCHEMA)));
        ok.setContent(content);
    }

    private static void addInvalidInputResponse(Operation operation) {
        APIResponses responses = operation.getResponses();
        if (responses != null && !responses.hasAPIResponse("400")) {
            responses.addAPIResponse("400", OASFactory.createAPIResponse()
                    .description("An invalid parameter; the text/plain body is a JSON string saying which and why"));
        }
    }
}
