package dev.geolookup.web.mcp;

import io.modelcontextprotocol.spec.McpSchema;

import java.util.Optional;

/** Which resource a tool's record is, so that the answer can link it by URI (a resource_link content item). */
enum RecordLink {

    NONE(null),
    COUNTRY(GeoResources.COUNTRY),
    PLACE(GeoResources.PLACE),
    SUBDIVISION(GeoResources.SUBDIVISION);

    private final String uriTemplate;

    RecordLink(String uriTemplate) {
        this.uriTemplate = uriTemplate;
    }

    /**
     * The link to a record, by the key the service gave it (a division's ISO 3166-2 code, or its GeoNames code where it
     * has none), or none where it has no key; named by the record's name, else its key.
     */
    Optional<McpSchema.ResourceLink> of(String key, String name) {
        if (uriTemplate == null || key == null) {
            return Optional.empty();
        }
        return Optional.of(McpSchema.ResourceLink.builder()
                .uri(uriTemplate.substring(0, uriTemplate.indexOf('{')) + key)
                .name(name != null ? name : key)
                .mimeType(GeoResources.JSON)
                .build());
    }
}
