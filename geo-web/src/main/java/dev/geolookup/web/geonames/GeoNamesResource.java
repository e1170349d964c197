package dev.geolookup.web.geonames;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.geonames.GeoNamesLookup;
import dev.geolookup.api.geonames.GeoNamesService;
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
 * GeoNames' JSON services under /geonames, one method per service so that each has its own metrics and OpenAPI
 * operation; {service}?type=json for the names without the suffix. Parameters are read by the lookup as GeoNames
 * reads them (repeated ones combine, unknown ones are ignored), so they come in whole through the URI.
 */
@ApplicationScoped
@Path("geonames")
@Produces({MediaTypes.JSON, JsonpCallback.JAVASCRIPT})
public class GeoNamesResource {

    @EJB
    private GeoNamesLookup lookup;

    @GET
    @Path("searchJSON")
    public Response search(@Context UriInfo uri) {
        return answer(GeoNamesService.SEARCH, uri);
    }

    @GET
    @Path("getJSON")
    public Response get(@Context UriInfo uri) {
        return answer(GeoNamesService.GET, uri);
    }

    @GET
    @Path("findNearbyPlaceNameJSON")
    public Response findNearbyPlaceName(@Context UriInfo uri) {
        return answer(GeoNamesService.FIND_NEARBY_PLACE_NAME, uri);
    }

    @GET
    @Path("findNearbyJSON")
    public Response findNearby(@Context UriInfo uri) {
        return answer(GeoNamesService.FIND_NEARBY, uri);
    }

    @GET
    @Path("countryInfoJSON")
    public Response countryInfo(@Context UriInfo uri) {
        return answer(GeoNamesService.COUNTRY_INFO, uri);
    }

    @GET
    @Path("countryCodeJSON")
    public Response countryCode(@Context UriInfo uri) {
        return answer(GeoNamesService.COUNTRY_CODE, uri);
    }

    @GET
    @Path("countrySubdivisionJSON")
    public Response countrySubdivision(@Context UriInfo uri) {
        return answer(GeoNamesService.COUNTRY_SUBDIVISION, uri);
    }

    @GET
    @Path("childrenJSON")
    public Response children(@Context UriInfo uri) {
        return answer(GeoNamesService.CHILDREN, uri);
    }

    @GET
    @Path("hierarchyJSON")
    public Response hierarchy(@Context UriInfo uri) {
        return answer(GeoNamesService.HIERARCHY, uri);
    }

    @GET
    @Path("siblingsJSON")
    public Response siblings(@Context UriInfo uri) {
        return answer(GeoNamesService.SIBLINGS, uri);
    }

    @GET
    @Path("neighboursJSON")
    public Response neighbours(@Context UriInfo uri) {
        return answer(GeoNamesService.NEIGHBOURS, uri);
    }

    @GET
    @Path("timezoneJSON")
    public Response timezone(@Context UriInfo uri) {
        return answer(GeoNamesService.TIMEZONE, uri);
    }

    @GET
    @Path("postalCodeSearchJSON")
    public Response postalCodeSearch(@Context UriInfo uri) {
        return answer(GeoNamesService.POSTAL_CODE_SEARCH, uri);
    }

    @GET
    @Path("postalCodeLookupJSON")
    public Response postalCodeLookup(@Context UriInfo uri) {
        return answer(GeoNamesService.POSTAL_CODE_LOOKUP, uri);
    }

    @GET
    @Path("findNearbyPostalCodesJSON")
    public Response findNearbyPostalCodes(@Context UriInfo uri) {
        return answer(GeoNamesService.FIND_NEARBY_POSTAL_CODES, uri);
    }

    @GET
    @Path("postalCodeCountryInfoJSON")
    public Response postalCodeCountryInfo(@Context UriInfo uri) {
        return answer(GeoNamesService.POSTAL_CODE_COUNTRY_INFO, uri);
    }

    @GET
    @Path("citiesJSON")
    public Response cities(@Context UriInfo uri) {
        return answer(GeoNamesService.CITIES, uri);
    }

    /**
     * A service by its plain name with type=json (search?type=json); a GeoNames service whose data is not held here
     * answers GeoNames' status 23; any other name is not a GeoNames service: 404, in GeoNames' shape.
     */
    @GET
    @Path("{service}")
    public Response byName(@PathParam("service") String name, @Context UriInfo uri) {
        if (GeoNamesService.isNotServed(name)) {
            return respond(lookup.notServed(name), uri, false);
        }
        List<String> type = uri.getQueryParameters().get("type");
        boolean json = type != null && type.stream().anyMatch("json"::equalsIgnoreCase);
        return GeoNamesService.ofPath(name)
                .filter(service -> json || name.equals(service.jsonPath()))
                .map(service -> answer(service, uri))
                .orElseGet(() -> Response.status(Response.Status.NOT_FOUND).type(MediaTypes.JSON)
                        .entity(lookup.notServed(name.length() > 64 ? name.substring(0, 64) + "..." : name)
                                .utf8())
                        .build());
    }

    private Response answer(GeoNamesService service, UriInfo uri) {
        MultivaluedMap<String, String> parameters = uri.getQueryParameters();
        return respond(lookup.answer(service, parameters::get), uri, service == GeoNamesService.TIMEZONE);
    }

    /** JSON, or with callback JSONP; an answer holding the time now is not kept by any cache. */
    private static Response respond(JsonBody body, UriInfo uri, boolean holdsTheTimeNow) {
        String callback = uri.getQueryParameters().getFirst("callback");
        Response.ResponseBuilder response = callback == null
                ? Response.ok(body, MediaTypes.JSON)
                : Response.ok(JsonpCallback.wrapped(JsonpCallback.checked(callback), body), JsonpCallback.JAVASCRIPT);
        if (holdsTheTimeNow) {
            response.header(HttpHeaders.CACHE_CONTROL, HttpCachingFilter.NO_STORE);
        }
        return response.build();
    }
}
