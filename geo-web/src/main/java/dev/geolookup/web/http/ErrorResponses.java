package dev.geolookup.web.http;

import dev.geolookup.api.Jsonp;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * Error answers: text/plain holding a JSON string literal, quotes included, e.g. {@code "Country not found"}.
 * The reason is quoted by a JSON library, so a reason that echoes user input cannot break out of the string.
 * Errors are not stored by caches: a 404 is otherwise cacheable by default, and the next import may fill the gap.
 */
public final class ErrorResponses {

    /** The reason of a 404 for a path that names no resource. */
    public static final String NO_SUCH_RESOURCE = "No such resource";

    private static final int MAX_REASON_LENGTH = 500;

    private ErrorResponses() {
    }

    public static Response of(Response.StatusType status, String reason) {
        return Response.status(status)
                .type(MediaTypes.TEXT_TYPE)
                .header(HttpHeaders.CACHE_CONTROL, HttpCachingFilter.NO_STORE)
                .entity(body(reason == null || reason.isBlank() ? status.getReasonPhrase() : reason))
                .build();
    }

    /** The same answer written by a servlet or a servlet filter, outside JAX-RS. */
    public static void write(HttpServletResponse response, int status, String reason) throws IOException {
        byte[] body = body(reason).getBytes(StandardCharsets.UTF_8);
        response.setStatus(status);
        response.setHeader(HttpHeaders.CACHE_CONTROL, HttpCachingFilter.NO_STORE);
        response.setContentType(MediaTypes.TEXT);
        response.setContentLength(body.length);
        response.getOutputStream().write(body);
    }

    private static String body(String reason) {
        String text = reason.length() > MAX_REASON_LENGTH ? reason.substring(0, MAX_REASON_LENGTH) + "…" : reason;
        return Jsonp.PROVIDER.createValue(text).toString();
    }
}
