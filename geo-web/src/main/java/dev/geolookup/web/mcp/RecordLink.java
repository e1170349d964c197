package dev.geolookup.web.mcp;

import io.modelcontextprotocol.spec.McpSchema;

import java.util.Map;
import java.util.Optional;

/** Which resource a tool's record is, so that the answer can link it by URI (a resource_link content item). */
enum RecordLink {

    NONE(null, null),
    COUNTRY(GeoResources.COUNTRY, "alpha2Code"),
    PLACE(GeoResources.PLACE, "geonameId"),
    SUBDIVISION(GeoResources.SUBDIVISION, "isoCode");

    private final String uriTemplate;
    private final String key;

    RecordLink(String uriTemplate, String key) {
        this.uriTemplate = uriTemplate;
        this.key = key;
    }

    /** The link to the record, or none where the record lacks its key. */
    Optional<McpSchema.ResourceLink> of(Map<?, ?> record) {
        if (uriTemplate == null) {
            return Optional.empty();
        }
        Object id = record.get(key);
        if (id == null && this == SUBDIVISION) {
            // A division without an ISO 3166-2 code is reached by its GeoNames code.
            id = record.get("code");
        }
        if (id == null) {
            return Optional.empty();
        }
        String uri = uriTemplate.substring(0, uriTemplate.indexOf('{')) + id;
        Object name = record.get("name");
        return Optional.of(McpSchema.ResourceLink.builder()
                .uri(uri)
                .name(name instanceof String text ? text : id.toString())
                .mimeType(GeoResources.JSON)
                .build());
    }
}
