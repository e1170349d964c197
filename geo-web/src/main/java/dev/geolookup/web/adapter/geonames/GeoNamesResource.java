package dev.geolookup.web.adapter.geonames;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.adapter.geonames.GeoNamesError;
import dev.geolookup.api.adapter.geonames.GeoNamesLookup;
import dev.geolookup.api.adapter.geonames.GeoNamesRequest;
import dev.geolookup.api.adapter.geonames.GeoNamesService;
import dev.geolookup.web.http.HttpCachingFilter;
import dev.geolookup.web.http.MediaTypes;
import jakarta.ejb.EJB;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;

import java.util.List;

/**
 * GeoNames' JSON services under /geonames, dispatched by GeoNamesService's table: searchJSON, or search?type=json.
 * A GeoNames service whose data is not held here answers GeoNames' status 23; any other name is not a GeoNames
 * service: 404, in GeoNames' shape. Parameters are read here, typed as the service declares them
 * (GeoNamesRequest: repeated ones combine, unknown ones are ignored, as GeoNames reads them).
 */
@ApplicationScoped
@Path("geonames")
@Produces({MediaTypes.JSON, JsonpCallback.JAVASCRIPT})
public class GeoNamesResource {

    /** The name a refusal repeats, cut so that a long path cannot make a long answer. */
    private static final int NAME_ECHOED = 64;

    @EJB
    private GeoNamesLookup lookup;

    @GET
    @Path("{service}")
    public Response service(@PathParam("service") String name, @Context UriInfo uri) {
        if (GeoNamesService.isNotServed(name)) {
            return respond(lookup.notServed(name), uri, GeoNamesService.Freshness.STORABLE);
        }
        MultivaluedMap<String, String> parameters = uri.getQueryParameters();
        return GeoNamesService.ofPath(name)
                .filter(service -> name.equals(service.jsonPath()) || asksForJson(parameters.get("type")))
                .map(service -> respond(answer(service, parameters), uri, service.freshness()))
                .orElseGet(() -> Response.status(Response.Status.NOT_FOUND).type(MediaTypes.JSON)
                        .entity(lookup.notServed(name.length() > NAME_ECHOED
                                ? name.substring(0, NAME_ECHOED) + "..." : name).utf8())
                        .build());
    }

    /** The service's answer; a malformed parameter is GeoNames' status 14, refused before the lookup is called. */
    private JsonBody answer(GeoNamesService service, MultivaluedMap<String, String> parameters) {
        GeoNamesRequest request;
        try {
            request = GeoNamesRequest.read(service, parameters::get);
        } catch (GeoNamesError e) {
            return e.body();
        }
        return lookup.answer(request);
    }

    private static boolean asksForJson(List<String> type) {
        return type != null && type.stream().anyMatch("json"::equalsIgnoreCase);
    }

    /** JSON, or with callback JSONP; an answer holding the time now is not kept by any cache. */
    private static Response respond(JsonBody body, UriInfo uri, GeoNamesService.Freshness freshness) {
        String callback = uri.getQueryParameters().getFirst("callback");
        Response.ResponseBuilder response = callback == null
                ? Response.ok(body, MediaTypes.JSON)
                : Response.ok(JsonpCallback.wrapped(JsonpCallback.checked(callback), body), JsonpCallback.JAVASCRIPT);
        if (freshness == GeoNamesService.Freshness.HOLDS_THE_TIME_NOW) {
            response.header(HttpHeaders.CACHE_CONTROL, HttpCachingFilter.NO_STORE);
        }
        return response.build();
    }
}
