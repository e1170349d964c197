package dev.geolookup.web.http;

import jakarta.ws.rs.core.MediaType;

/** The content types the API answers with: JSON for answers (GeoJSON where asked for), plain text for refusals. */
public final class MediaTypes {

    public static final String JSON = "application/json; charset=UTF-8";
    /** RFC 7946; the media type takes no charset parameter, GeoJSON being UTF-8 by definition. */
    public static final String GEO_JSON = "application/geo+json";
    public static final MediaType GEO_JSON_TYPE = MediaType.valueOf(GEO_JSON);
    public static final String TEXT = "text/plain; charset=UTF-8";
    public static final MediaType TEXT_TYPE = MediaType.valueOf(TEXT);

    private MediaTypes() {
    }
}
