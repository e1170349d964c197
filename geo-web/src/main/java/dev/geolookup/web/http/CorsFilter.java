package dev.geolookup.web.http;

import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.Provider;

/**
 * Any origin may read the public API (it is keyless); the admin API is for no page of any site, so its answers carry
 * no CORS header and its preflights are refused. Every OPTIONS request is answered here, before routing: a
 * preflight with what CORS needs, any other with the methods the API takes, and never a description of the
 * resources (the JAX-RS runtime's own answer).
 */
@Provider
@PreMatching
public class CorsFilter implements ContainerRequestFilter, ContainerResponseFilter {

    static final String ALLOWED_METHODS = "GET, POST, OPTIONS";
    static final String ALLOWED_HEADERS = "Content-Type, Accept, If-None-Match";
    static final String EXPOSED_HEADERS = "ETag, X-Total-Count, Link, Retry-After";
    private static final String ADMIN_PATH = "admin/";

    @Override
    public void filter(ContainerRequestContext request) {
        if (!HttpMethod.OPTIONS.equals(request.getMethod())) {
            return;
        }
        boolean preflight = request.getHeaderString("Access-Control-Request-Method") != null;
        if (preflight && isAdmin(request)) {
            request.abortWith(ErrorResponses.of(Response.Status.FORBIDDEN,
                    "the admin API does not answer requests from the pages of other sites"));
        } else if (preflight) {
            request.abortWith(Response.noContent()
                    .header("Access-Control-Allow-Methods", ALLOWED_METHODS)
                    .header("Access-Control-Allow-Headers", ALLOWED_HEADERS)
                    .header("Access-Control-Max-Age", "86400")
                    .build());
        } else {
            request.abortWith(Response.noContent().header(HttpHeaders.ALLOW, ALLOWED_METHODS).build());
        }
    }

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        if (isAdmin(request)) {
            response.getHeaders().remove("Access-Control-Allow-Origin");
            response.getHeaders().remove("Access-Control-Expose-Headers");
            return;
        }
        response.getHeaders().putSingle("Access-Control-Allow-Origin", "*");
        response.getHeaders().putSingle("Access-Control-Expose-Headers", EXPOSED_HEADERS);
    }

    private static boolean isAdmin(ContainerRequestContext request) {
        String path = request.getUriInfo().getPath();
        String relative = path.startsWith("/") ? path.substring(1) : path;
        return relative.startsWith(ADMIN_PATH) || relative.equals("admin");
    }
}
