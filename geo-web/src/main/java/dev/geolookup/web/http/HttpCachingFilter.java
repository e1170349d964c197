package dev.geolookup.web.http;

import dev.geolookup.api.JsonBody;
import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.Provider;

import java.util.Arrays;

/**
 * Every 200 with a JSON body, plain or gzip, answering a GET carries the strong entity tag of its form and may be
 * cached for a day; a request whose If-None-Match names that tag gets 304 without a body. A resource that sets its
 * own Cache-Control (no-store for /random) keeps it and gets no tag. An answer to a POST (a batch) is no
 * representation of a resource that a shared cache could reuse: it is not stored, and an If-None-Match that names
 * its tag, or "*", fails as RFC 9110 says for methods other than GET and HEAD, with 412.
 */
@Provider
public class HttpCachingFilter implements ContainerResponseFilter {

    public static final String CACHE_FOR_A_DAY = "public, max-age=86400";
    /** For answers that hold the time now (a zone's UTC offset), which a daylight-saving change may alter. */
    public static final String CACHE_FOR_AN_HOUR = "public, max-age=3600";
    public static final String NO_STORE = "no-store";

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        String entityTag = entityTagOf(response.getEntity());
        if (response.getStatus() != Response.Status.OK.getStatusCode() || entityTag == null) {
            return;
        }
        if (!HttpMethod.GET.equals(request.getMethod()) && !HttpMethod.HEAD.equals(request.getMethod())) {
            answerWithoutReuse(request, response, entityTag);
            return;
        }
        Object cacheControl = response.getHeaders().getFirst(HttpHeaders.CACHE_CONTROL);
        if (NO_STORE.equals(cacheControl)) {
            return;
        }
        if (cacheControl == null) {
            response.getHeaders().putSingle(HttpHeaders.CACHE_CONTROL, CACHE_FOR_A_DAY);
        }
        response.getHeaders().putSingle(HttpHeaders.ETAG, entityTag);
        if (matches(request.getHeaderString(HttpHeaders.IF_NONE_MATCH), entityTag)) {
            response.setStatus(Response.Status.NOT_MODIFIED.getStatusCode());
            response.setEntity(null);
            response.getHeaders().remove(HttpHeaders.CONTENT_TYPE);
            response.getHeaders().remove(HttpHeaders.CONTENT_ENCODING);
        }
    }

    private static void answerWithoutReuse(ContainerRequestContext request, ContainerResponseContext response,
                                           String entityTag) {
        response.getHeaders().putSingle(HttpHeaders.CACHE_CONTROL, NO_STORE);
        if (matches(request.getHeaderString(HttpHeaders.IF_NONE_MATCH), entityTag)) {
            Response failed = ErrorResponses.of(Response.Status.PRECONDITION_FAILED,
                    "If-None-Match: the answer to this request matches it");
            response.setStatus(failed.getStatus());
            response.setEntity(failed.getEntity(), response.getEntityAnnotations(), failed.getMediaType());
            response.getHeaders().remove(HttpHeaders.CONTENT_ENCODING);
        }
    }

    private static String entityTagOf(Object entity) {
        if (entity instanceof JsonBody body) {
            return body.entityTag();
        }
        return entity instanceof GzipJsonBody body ? body.entityTag() : null;
    }

    /** If-None-Match uses the weak comparison (RFC 9110 13.1.2): W/"x" matches "x". */
    public static boolean matches(String ifNoneMatch, String entityTag) {
        if (ifNoneMatch == null) {
            return false;
        }
        return Arrays.stream(ifNoneMatch.split(","))
                .map(String::trim)
                .map(tag -> tag.startsWith("W/") ? tag.substring(2) : tag)
                .anyMatch(tag -> tag.equals("*") || tag.equals(entityTag));
    }
}
