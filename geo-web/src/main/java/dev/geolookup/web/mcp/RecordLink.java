package dev.geolookup.web.mcp;

import io.modelcontextprotocol.spec.McpSchema;

import java.util.Map;
import java.util.Optional;
import java.util.Set;

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

    /** The top-level members of a record its link reads. */
    Set<String> members() {
        if (uriTemplate == null) {
            return Set.of();
        }
        // A division without an ISO 3166-2 code is reached by its GeoNames code.
        return this == SUBDIVISION ? Set.of(key, "code", "name") : Set.of(key, "name");
    }

    /** The link to the record, or none where the record lacks its key; members as {@link #members()} names. */
    Optional<McpSchema.ResourceLink> of(Map<String, String> members) {
        if (uriTemplate == null) {
            return Optional.empty();
        }
        String id = members.get(key);
        if (id == null && this == SUBDIVISION) {
            id = members.get("code");
        }
        if (id == null) {
            return Optional.empty();
        }
        String uri = uriTemplate.substring(0, uriTemplate.indexOf('{')) + id;
        String name = members.get("name");
        return Optional.of(McpSchema.ResourceLink.builder()
                .uri(uri)
                .name(name != null ? name : id)
                .mimeType(GeoResources.JSON)
                .build());
    }
}
