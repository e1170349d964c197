package dev.geolookup.web.adapter.geonames;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.adapter.geonames.GeoNamesError;
import dev.geolookup.api.adapter.geonames.GeoNamesLookup;
import dev.geolookup.api.adapter.geonames.GeoNamesParameter;
import dev.geolookup.api.adapter.geonames.GeoNamesRequest;
import dev.geolookup.api.adapter.geonames.GeoNamesService;
import dev.geolookup.api.adapter.geonames.Style;
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

import java.util.Optional;

/**
 * GeoNames' services under /geonames, dispatched by GeoNamesService's table, in the form GeoNames gives for the path:
 * JSON for searchJSON or search?type=json, XML for search (or type=xml), plain text for countryCode. A GeoNames
 * service whose data is not held here answers GeoNames' status 23; any other name is not a GeoNames service: 404, in
 * GeoNames' shape. Parameters are read here, typed as the service declares them (GeoNamesRequest: repeated ones
 * combine, unknown ones are ignored, as GeoNames reads them).
 */
@ApplicationScoped
@Path("geonames")
@Produces({MediaTypes.JSON, JsonpCallback.JAVASCRIPT, GeoNamesXml.MEDIA_TYPE, MediaTypes.TEXT})
public class GeoNamesResource {

    /** The name a refusal repeats, cut so that a long path cannot make a long answer. */
    private static final int NAME_ECHOED = 64;

    @EJB
    private GeoNamesLookup lookup;

    @GET
    @Path("{service}")
    public Response service(@PathParam("service") String name, @Context UriInfo uri) {
        MultivaluedMap<String, String> parameters = uri.getQueryParameters();
        Optional<GeoNamesService> service = GeoNamesService.ofPath(name);
        GeoNamesForm form = GeoNamesForm.of(name, service.orElse(null), parameters.get("type"));
        if (GeoNamesService.isNotServed(name)) {
            return respond(form, lookup.notServed(name), null, null, uri, GeoNamesService.Freshness.STORABLE);
        }
        return service.map(known -> answer(known, form, uri))
                .orElseGet(() -> Response.status(Response.Status.NOT_FOUND).type(MediaTypes.JSON)
                        .entity(lookup.notServed(name.length() > NAME_ECHOED
                                ? name.substring(0, NAME_ECHOED) + "..." : name).utf8())
                        .build());
    }

    /** The service's answer; a malformed parameter is GeoNames' status 14, refused before the lookup is called. */
    private Response answer(GeoNamesService service, GeoNamesForm form, UriInfo uri) {
        GeoNamesRequest request;
        try {
            request = GeoNamesRequest.read(service, uri.getQueryParameters()::get);
        } catch (GeoNamesError e) {
            return respond(form, e.body(), service, null, uri, service.freshness());
        }
        // The XML's root names the style asked for, as GeoNames' does; getJSON's root is its one record.
        Style style = service.declared().contains(GeoNamesParameter.STYLE) ? request.style(Style.MEDIUM) : null;
        return respond(form, lookup.answer(request), service, style, uri, service.freshness());
    }

    /**
     * The answer in its form: JSON (JSONP with callback), XML or text; an answer holding the time now is not kept by
     * any cache.
     */
    private static Response respond(GeoNamesForm form, JsonBody body, GeoNamesService service, Style style,
                                    UriInfo uri, GeoNamesService.Freshness freshness) {
        Response.ResponseBuilder response = switch (form) {
            case JSON -> {
                String callback = uri.getQueryParameters().getFirst("callback");
                yield callback == null ? Response.ok(body, MediaTypes.JSON)
                        : Response.ok(JsonpCallback.wrapped(JsonpCallback.checked(callback), body),
                        JsonpCallback.JAVASCRIPT);
            }
            case XML -> Response.ok(JsonBody.perRequest(service == null ? GeoNamesXml.status(body)
                    : GeoNamesXml.of(service, style, body)), GeoNamesXml.MEDIA_TYPE);
            case TEXT -> Response.ok(JsonBody.perRequest(GeoNamesForm.countryCodeText(body)), MediaTypes.TEXT);
        };
        if (freshness == GeoNamesService.Freshness.HOLDS_THE_TIME_NOW) {
            response.header(HttpHeaders.CACHE_CONTROL, HttpCachingFilter.NO_STORE);
        }
        return response.build();
    }
}
