package dev.geolookup.api.adapter.photon;

import dev.geolookup.api.InvalidRequestException;

/**
 * photon's osm_tag filter: key:value, key, :value, each with a leading ! to exclude instead.
 *
 * @param key   null for any key
 * @param value null for any value
 */
public record PhotonTag(boolean excluded, String key, String value) {

    public static PhotonTag parse(String text) {
        String tag = text.trim();
        boolean excluded = tag.startsWith("!");
        if (excluded) {
            tag = tag.substring(1);
        }
        int colon = tag.indexOf(':');
        String key = colon < 0 ? tag : tag.substring(0, colon);
        String value = colon < 0 ? null : tag.substring(colon + 1);
        if ((key.isEmpty() && (value == null || value.isEmpty())) || !(key + (value == null ? "" : value))
                .matches("[A-Za-z0-9_]*")) {
            throw new InvalidRequestException("invalid osm_tag: use key, key:value or :value, each with ! to "
                    + "exclude");
        }
        return new PhotonTag(excluded, key.isEmpty() ? null : key, value == null || value.isEmpty() ? null : value);
    }

    /** Whether a feature of this OSM key and value is what the tag names. */
    public boolean names(String osmKey, String osmValue) {
        return (key == null || key.equals(osmKey)) && (value == null || value.equals(osmValue));
    }
}
