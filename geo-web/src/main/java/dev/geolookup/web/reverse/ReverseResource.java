package dev.geolookup.web.reverse;

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

import java.io.InputStream;

/** Reverse geocoding: what is at one point, or at up to 100 points. */
@ApplicationScoped
@Path("reverse")
@Produces({MediaTypes.JSON, MediaTypes.GEO_JSON})
@GeoJsonAvailable
public class ReverseResource {

    @EJB
    private ReverseLookup reverse;

    @GET
    public Response at(@QueryParam("lat") String lat,
                       @QueryParam("lng") String lng,
                       @QueryParam("radiusKm") String radiusKm,
                       @QueryParam("fields") String fields, @QueryParam("full") String full,
                       @QueryParam("lang") String lang) {
        return cachedForAnHour(reverse.at(ReverseQuery.parse(lat, lng, radiusKm), FieldSelection.parse(fields, full),
                Language.parse(lang)));
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response atAll(InputStream body, @QueryParam("radiusKm") String radiusKm,
                          @QueryParam("fields") String fields, @QueryParam("full") String full,
                          @QueryParam("lang") String lang) {
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
