package dev.geolookup.web.geojson;

import dev.geolookup.api.JsonBody;
import dev.geolookup.web.http.MediaTypes;
import dev.geolookup.web.http.Vary;
import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.ext.Provider;

/**
 * Sends the answer of a {@link GeoJsonAvailable} method as GeoJSON when the client prefers application/geo+json, in
 * the form the lookup wrote from its records ({@link JsonBody#geoJson()}), and says that the answer varies with
 * Accept. The choice is made here rather than left to each server's tie-break between the two types a method
 * produces, so that a client accepting anything gets JSON on every server. Response filters run in descending
 * priority: this one runs before the entity tag is taken, so each representation gets the tag of its own bytes.
 */
@Provider
@GeoJsonAvailable
@Priority(Priorities.USER + 100)
public class GeoJsonRepresentation implements ContainerResponseFilter {

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        Vary.add(response.getHeaders(), HttpHeaders.ACCEPT);
        if (!(response.getEntity() instanceof JsonBody answer) || response.getStatus() >= 300) {
            return;
        }
        // An answer without a GeoJSON form comes from a method that produces JSON alone (the POST batch searches of a
        // GeoJSON resource), which JAX-RS chose because the client accepts JSON: it goes as JSON.
        JsonBody geoJson = prefersGeoJson(request) ? answer.geoJson() : null;
        if (geoJson != null) {
            response.setEntity(geoJson, response.getEntityAnnotations(), MediaTypes.GEO_JSON_TYPE);
        } else {
            response.getHeaders().putSingle(HttpHeaders.CONTENT_TYPE, MediaTypes.JSON);
        }
    }

    /** The first acceptable type (most preferred first) that either representation satisfies decides. */
    static boolean prefersGeoJson(ContainerRequestContext request) {
        for (MediaType acceptable : request.getAcceptableMediaTypes()) {
            if (acceptable.isCompatible(MediaType.APPLICATION_JSON_TYPE)) {
                return false;
            }
            if (acceptable.isCompatible(MediaTypes.GEO_JSON_TYPE)) {
                return true;
            }
        }
        return false;
    }
}
