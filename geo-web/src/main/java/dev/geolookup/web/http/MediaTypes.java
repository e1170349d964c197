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
    /** JSON lines (one JSON value a line): the answer of a file geocoded as JSON. */
    public static final String JSON_LINES = "application/x-ndjson";
    public static final MediaType JSON_LINES_TYPE = MediaType.valueOf(JSON_LINES);

    /**
     * The type an answer written in UTF-8 goes with: a charset a client asked for in Accept (which the JAX-RS
     * runtime copies into the type it chose) is replaced by UTF-8, the bytes' own; a type without one keeps none.
     */
    public static MediaType inUtf8(MediaType type) {
        String charset = type.getParameters().get(MediaType.CHARSET_PARAMETER);
        return charset == null || charset.equalsIgnoreCase("UTF-8") ? type : type.withCharset("UTF-8");
    }

    private MediaTypes() {
    }
}
