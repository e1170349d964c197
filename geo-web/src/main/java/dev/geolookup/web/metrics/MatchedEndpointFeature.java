package dev.geolookup.web.metrics;

import jakarta.inject.Inject;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.DynamicFeature;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.FeatureContext;
import jakarta.ws.rs.ext.Provider;

/**
 * Gives each resource method a filter that knows its endpoint, once at deployment, so a request learns its
 * endpoint from a field instead of asking the request-scoped ResourceInfo proxy (a lookup in the injection
 * container, under a lock, on every request).
 */
@Provider
public class MatchedEndpointFeature implements DynamicFeature {

    /** Before every other filter of the matched method, so a request one of them refuses is still counted here. */
    private static final int FIRST = 0;

    @Inject
    private EndpointRequests requests;

    @Override
    public void configure(ResourceInfo resource, FeatureContext context) {
        EndpointRequests.Endpoint endpoint = requests.of(resource.getResourceClass(), resource.getResourceMethod());
        context.register(new EndpointTag(endpoint), FIRST);
    }

    /** Marks each request of one resource method with that method's endpoint. */
    private record EndpointTag(EndpointRequests.Endpoint endpoint) implements ContainerRequestFilter {

        @Override
        public void filter(ContainerRequestContext request) {
            EndpointMetrics.tag(request, endpoint);
        }
    }
}
