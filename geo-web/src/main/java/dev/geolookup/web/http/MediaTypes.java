package dev.geolookup.web.http;

import jakarta.ws.rs.core.MediaType;

/** The two content types the API answers with: JSON for answers, plain text for refusals. */
public final class MediaTypes {

    public static final String JSON = "application/json; charset=UTF-8";
    public static final String TEXT = "text/plain; charset=UTF-8";
    public static final MediaType TEXT_TYPE = MediaType.valueOf(TEXT);

    private MediaTypes() {
    }
}
