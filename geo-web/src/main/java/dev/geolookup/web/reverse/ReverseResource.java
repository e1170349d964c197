package dev.geolookup.web.reverse;

import dev.geolookup.web.place.PlaceResource;
import dev.geolookup.api.text.Language;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.country.FieldSelection;
import dev.geolookup.api.reverse.ReverseLookup;
import dev.geolookup.api.reverse.ReverseQuery;
import dev.geolookup.web.http.HttpCachingFilter;
import dev.geolookup.web.http.JsonArrayBody;
import dev.geolookup.web.geojson.GeoJsonAvailable;
import dev.geolookup.web.http.MediaTypes;
import jakarta.ejb.EJB;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.io.InputStream;

/** Reverse geocoding: what is at one point, or at up to 100 points. */
@ApplicationScoped
@Path("reverse")
@Produces({MediaTypes.JSON, MediaTypes.GEO_JSON})
@GeoJsonAvailable
@Tag(name = "reverse", description = "What is at a point: country, region, time zone, nearest place, city and "
        + "postal code")
public class ReverseResource {

    private static final String ANSWER = "{latitude, longitude, countryCode, country, admin1 {code, name}, "
            + "admin2 {code, name}, timezone, utcOffset, nearestPlace, nearestCity, nearestPostalCode}; at open sea "
            + "countryCode, country, admin1 and admin2 are null and timezone is the nautical zone Etc/GMT±N of the "
            + "longitude";

    @EJB
    private ReverseLookup reverse;

    @GET
    @Operation(summary = "What is at a point",
            description = "The country and time zone whose boundary holds the point (where boundaries overlap, the "
                    + "smallest holding it); a point in none takes the nearest within radiusKm. admin1 and admin2 are "
                    + "those of the nearest gazetteer feature in the same country; utcOffset is the zone's offset now. "
                    + "The nearest place, city and postal code come with distanceKm, at sea too.")
    @APIResponse(responseCode = "200", description = ANSWER)
    @APIResponse(responseCode = "400", description = "Missing or malformed lat, lng or radiusKm")
    public Response at(@QueryParam("lat") @Parameter(description = "Latitude, -90 to 90") String lat,
                       @QueryParam("lng") @Parameter(description = "Longitude, -180 to 180") String lng,
                       @QueryParam("radiusKm") @Parameter(description = "How far from the nearest boundary a point "
                               + "in none may be, 0 to 500 km; default 25") String radiusKm,
                       @QueryParam("fields") String fields, @QueryParam("full") String full,
                       @QueryParam("lang") @Parameter(description = PlaceResource.LANG) String lang) {
        return cachedForAnHour(reverse.at(ReverseQuery.parse(lat, lng, radiusKm), FieldSelection.parse(fields, full),
                Language.parse(lang)));
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "What is at each of up to 100 points",
            description = "The body is a JSON array of 1 to 100 objects {\"lat\": .., \"lng\": ..} (16 KB at most). "
                    + "The answer has the same length and order; each element is what GET answers, or {lat, lng, "
                    + "error} for a point without valid numeric coordinates. radiusKm, fields and full apply to "
                    + "every point.")
    @RequestBody(description = "JSON array of {lat, lng} objects")
    @APIResponse(responseCode = "200", description = "Array of answers and errors, in request order")
    @APIResponse(responseCode = "400", description = "Not a JSON array, empty, more than 100, or a bad radiusKm")
    @APIResponse(responseCode = "413", description = "Body over 16 KB")
    @APIResponse(responseCode = "415", description = "Content type other than application/json")
    public Response atAll(InputStream body, @QueryParam("radiusKm") String radiusKm,
                          @QueryParam("fields") String fields, @QueryParam("full") String full,
                          @QueryParam("lang") @Parameter(description = PlaceResource.LANG) String lang) {
        double radius = ReverseQuery.radius(radiusKm);
        FieldSelection selection = FieldSelection.parse(fields, full);
        Language language = Language.parse(lang);
        return cachedForAnHour(reverse.atAll(JsonArrayBody.read(body,
                "a JSON array of {\"lat\": .., \"lng\": ..} objects"), radius, selection, language));
    }

    /** utcOffset is the offset now: an hour of caching keeps it right within an hour of a daylight-saving change. */
    private static Response cachedForAnHour(JsonBody answer) {
        return Response.ok(answer).header(HttpHeaders.CACHE_CONTROL, HttpCachingFilter.CACHE_FOR_AN_HOUR).build();
    }
}
