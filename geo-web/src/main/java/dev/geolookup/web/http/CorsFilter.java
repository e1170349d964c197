package dev.geolookup.web.http;

import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.Provider;

/** Any origin may read the API (it is public and keyless); preflights are answered before routing. */
@Provider
@PreMatching
public class CorsFilter implements ContainerRequestFilter, ContainerResponseFilter {

    static final String ALLOWED_METHODS = "GET, POST, OPTIONS";
    static final String ALLOWED_HEADERS = "Content-Type, Accept, If-None-Match";
    static final String EXPOSED_HEADERS = "ETag, X-Total-Count, Retry-After";

    @Override
    public void filter(ContainerRequestContext request) {
        boolean preflight = HttpMethod.OPTIONS.equals(request.getMethod())
                && request.getHeaderString("Access-Control-Request-Method") != null;
        if (preflight) {
            request.abortWith(Response.noContent()
                    .header("Access-Control-Allow-Methods", ALLOWED_METHODS)
                    .header("Access-Control-Allow-Headers", ALLOWED_HEADERS)
                    .header("Access-Control-Max-Age", "86400")
                    .build());
        }
    }

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        response.getHeaders().putSingle("Access-Control-Allow-Origin", "*");
        response.getHeaders().putSingle("Access-Control-Expose-Headers", EXPOSED_HEADERS);
    }
}
