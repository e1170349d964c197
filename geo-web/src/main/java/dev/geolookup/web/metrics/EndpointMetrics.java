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
    /**
     * A narrower endpoint than the resource method's, for a method that serves a table of operations. A property
     * of its own, read first: the runtime need not run two filters of one method in the order of their priorities.
     */
    private static final String OPERATION = EndpointMetrics.class.getName() + ".operation";
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
        if (request.getAttribute(OPERATION) instanceof EndpointRequests.Endpoint operation) {
            return operation;
        }
        return request.getAttribute(ENDPOINT) instanceof EndpointRequests.Endpoint endpoint ? endpoint : null;
    }

    /** Counts this request under its resource method's endpoint. */
    static void tag(ContainerRequestContext request, EndpointRequests.Endpoint endpoint) {
        request.setProperty(ENDPOINT, endpoint);
    }

    /** Counts this request under one operation of its resource method's table rather than under the method. */
    public static void tagOperation(ContainerRequestContext request, EndpointRequests.Endpoint operation) {
        request.setProperty(OPERATION, operation);
    }

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        if (request.getProperty(STARTED) instanceof Long started) {
            EndpointRequests.Endpoint endpoint = request.getProperty(OPERATION) instanceof EndpointRequests.Endpoint
                    operation ? operation : request.getProperty(ENDPOINT) instanceof EndpointRequests.Endpoint
                    matched ? matched : requests.unmatched();
            endpoint.observe(response.getStatus(), System.nanoTime() - started);
        }
    }
}
