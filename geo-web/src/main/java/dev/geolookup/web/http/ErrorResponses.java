package dev.geolookup.web.http;

import jakarta.json.Json;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;

/**
 * Error answers: text/plain holding a JSON string literal, quotes included, e.g. {@code "Country not found"}.
 * The reason is quoted by a JSON library, so a reason that echoes user input cannot break out of the string.
 * Errors are not stored by caches: a 404 is otherwise cacheable by default, and the next import may fill the gap.
 */
public final class ErrorResponses {

    private static final int MAX_REASON_LENGTH = 500;

    private ErrorResponses() {
    }

    public static Response of(Response.StatusType status, String reason) {
        String text = reason == null || reason.isBlank() ? status.getReasonPhrase() : reason;
        if (text.length() > MAX_REASON_LENGTH) {
            text = text.substring(0, MAX_REASON_LENGTH) + "…";
        }
        return Response.status(status)
                .type(MediaTypes.TEXT_TYPE)
                .header(HttpHeaders.CACHE_CONTROL, HttpCachingFilter.NO_STORE)
                .entity(Json.createValue(text).toString())
                .build();
    }
}
