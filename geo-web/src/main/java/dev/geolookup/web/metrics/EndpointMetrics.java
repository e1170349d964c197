package dev.geolookup.web.metrics;

import jakarta.inject.Inject;
import jakarta.servlet.ServletRequest;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.ext.Provider;

/**
 * Times every REST request into {@link EndpointRequests}. Pre-matching, so requests that match no endpoint are
 * counted too; a matched request carries its endpoint, put there by {@link MatchedEndpointFeature}.
 */
@Provider
@PreMatching
public class EndpointMetrics implements ContainerRequestFilter, ContainerResponseFilter {

    static final String ENDPOINT = EndpointMetrics.class.getName() + ".endpoint";
    private static final String STARTED = EndpointMetrics.class.getName() + ".started";

    @Inject
    private EndpointRequests requests;

    @Override
    public void filter(ContainerRequestContext request) {
        request.setProperty(STARTED, System.nanoTime());
    }

    /**
     * The endpoint that answered a request the REST application has finished, or null. JAX-RS keeps a request's
     * properties as the servlet request's attributes, so a servlet filter around the application reads it there.
     */
    public static EndpointRequests.Endpoint endpointOf(ServletRequest request) {
        return request.getAttribute(ENDPOINT) instanceof EndpointRequests.Endpoint endpoint ? endpoint : null;
    }

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        if (request.getProperty(STARTED) instanceof Long started) {
            EndpointRequests.Endpoint endpoint = request.getProperty(ENDPOINT) instanceof EndpointRequests.Endpoint
                    matched ? matched : requests.unmatched();
            endpoint.observe(response.getStatus(), System.nanoTime() - started);
        }
    }
}
