package dev.geolookup.web.timezone;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.timezone.TimezoneLookup;
import dev.geolookup.api.timezone.TimezoneQuery;
import dev.geolookup.web.http.HttpCachingFilter;
import dev.geolookup.web.http.MediaTypes;
import jakarta.ejb.EJB;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;

/**
 * The time at a point. Rooted at "/" beside the country resource, whose /timezone/{timezone} lists the countries of
 * a zone: a root path of "timezone" here would take every /timezone/... request away from it.
 */
@ApplicationScoped
@Path("/")
@Produces(MediaTypes.JSON)
public class TimezoneResource {

    @EJB
    private TimezoneLookup timezones;

    @GET
    @Path("timezone")
    public Response at(@QueryParam("lat") String lat, @QueryParam("lng") String lng, @QueryParam("at") String at) {
        TimezoneQuery query = TimezoneQuery.parse(lat, lng, at);
        JsonBody answer = timezones.at(query);
        // Without an instant the answer is the time now, different every second: nothing may keep it.
        return query.at() == null
                ? Response.ok(answer).header(HttpHeaders.CACHE_CONTROL, HttpCachingFilter.NO_STORE).build()
                : Response.ok(answer).build();
    }
}
