package dev.geolookup.web.adapter.nominatim;

import dev.geolookup.api.GeneratedJson;
import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.adapter.nominatim.NominatimFormat;
import dev.geolookup.api.adapter.nominatim.NominatimLookup;
import dev.geolookup.api.adapter.nominatim.NominatimReverse;
import dev.geolookup.api.adapter.nominatim.NominatimSearch;
import dev.geolookup.api.request.QueryParameters;
import dev.geolookup.web.http.MediaTypes;
import jakarta.ejb.EJB;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;

import java.util.Locale;
import java.util.function.Supplier;

/**
 * Nominatim's search, reverse and status under /nominatim, for places, divisions and countries; a refusal is
 * Nominatim's {"error":{"code","message"}} with 400.
 */
@ApplicationScoped
@Path("nominatim")
@Produces(MediaTypes.JSON)
public class NominatimResource {

    @EJB
    private NominatimLookup lookup;

    @GET
    @Path("search")
    @Produces({MediaTypes.JSON, MediaTypes.GEO_JSON})
    public Response search(@BeanParam NominatimSearchParameters parameters) {
        return answered(() -> {
            NominatimSearch search = parameters.search();
            return Response.ok(lookup.search(search), typeOf(search.format()));
        });
    }

    @GET
    @Path("reverse")
    @Produces({MediaTypes.JSON, MediaTypes.GEO_JSON})
    public Response reverse(@QueryParam("lat") String lat, @QueryParam("lon") String lon,
                            @QueryParam("zoom") String zoom, @QueryParam("format") String format,
                            @QueryParam("accept-language") String acceptLanguage,
                            @QueryParam("addressdetails") String addressDetails,
                            @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguageHeader) {
        // Plain parameters rather than a bean: the server builds a parameter bean on every request, which cost
        // this path a tenth of its time (bench/open-geocoders.sh).
        return answered(() -> {
            NominatimReverse reverse = NominatimReverse.read(QueryParameters.named("lat", lat, "lon", lon, "zoom",
                    zoom, "format", format, "accept-language", acceptLanguage, "addressdetails", addressDetails),
                    acceptLanguageHeader);
            return Response.ok(lookup.reverse(reverse), typeOf(reverse.format()));
        });
    }

    /** OK as text, as Nominatim answers by default; with format=json, the status object and the data's date. */
    @GET
    @Path("status")
    @Produces({MediaTypes.TEXT, MediaTypes.JSON})
    public Response status(@QueryParam("format") String format) {
        String asked = format == null ? "text" : format.trim().toLowerCase(Locale.ROOT);
        return switch (asked) {
            case "text" -> Response.ok("OK", MediaTypes.TEXT).build();
            case "json" -> Response.ok(lookup.status(), MediaTypes.JSON).build();
            default -> refused("Parameter 'format' must be one of: text, json");
        };
    }

    /** The GeoJSON forms as GeoJSON (RFC 7946); Nominatim sends every format as JSON. */
    private static String typeOf(NominatimFormat format) {
        return format == NominatimFormat.GEOJSON || format == NominatimFormat.GEOCODEJSON ? MediaTypes.GEO_JSON
                : MediaTypes.JSON;
    }

    private static Response answered(Supplier<Response.ResponseBuilder> answer) {
        try {
            return answer.get().build();
        } catch (InvalidRequestException e) {
            return refused(e.getMessage());
        }
    }

    private static Response refused(String message) {
        return Response.status(Response.Status.BAD_REQUEST).type(MediaTypes.JSON)
                .entity(GeneratedJson.body(64 + message.length(), json -> json.writeStartObject()
                        .writeStartObject("error").write("code", 400).write("message", message).writeEnd()
                        .writeEnd()))
                .build();
    }
}
