package dev.geolookup.web.adapter.geonames;

import dev.geolookup.api.adapter.geonames.GeoNamesService;
import dev.geolookup.web.metrics.EndpointMetrics;
import dev.geolookup.web.metrics.EndpointRequests;
import jakarta.inject.Inject;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.DynamicFeature;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.FeatureContext;
import jakarta.ws.rs.ext.Provider;

import java.util.EnumMap;
import java.util.Map;

/**
 * Counts each GeoNames service of the table under its own endpoint (GET /geonames/searchJSON), though one resource
 * method serves them all; a name outside the table stays under the method's template, so no request can add a label.
 */
@Provider
public class GeoNamesServiceEndpoints implements DynamicFeature {

    @Inject
    private EndpointRequests requests;

    @Override
    public void configure(ResourceInfo resource, FeatureContext context) {
        if (resource.getResourceClass() == null
                || !GeoNamesResource.class.isAssignableFrom(resource.getResourceClass())) {
            return;
        }
        Map<GeoNamesService, EndpointRequests.Endpoint> endpoints = new EnumMap<>(GeoNamesService.class);
        for (GeoNamesService service : GeoNamesService.values()) {
            endpoints.put(service, requests.named("GET /geonames/" + service.jsonPath()));
        }
        context.register(new ServiceTag(endpoints));
    }

    private record ServiceTag(Map<GeoNamesService, EndpointRequests.Endpoint> endpoints)
            implements ContainerRequestFilter {

        @Override
        public void filter(ContainerRequestContext request) {
            String name = request.getUriInfo().getPathParameters().getFirst("service");
            if (name != null) {
                GeoNamesService.ofPath(name).ifPresent(service ->
                        EndpointMetrics.tagOperation(request, endpoints.get(service)));
            }
        }
    }
}
