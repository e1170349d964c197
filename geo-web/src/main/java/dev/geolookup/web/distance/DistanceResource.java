package dev.geolookup.web.distance;

import dev.geolookup.api.text.Language;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.distance.DistanceLookup;
import dev.geolookup.api.distance.DistanceQuery;
import dev.geolookup.web.http.MediaTypes;
import jakarta.ejb.EJB;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;

/** The great-circle distance between two cities or two points. */
@ApplicationScoped
@Path("distance")
@Produces(MediaTypes.JSON)
public class DistanceResource {

    @EJB
    private DistanceLookup distances;

    @GET
    public JsonBody distance(@QueryParam("from") String from,
                             @QueryParam("to") String to,
                             @QueryParam("lat1") String lat1,
                             @QueryParam("lng1") String lng1,
                             @QueryParam("lat2") String lat2,
                             @QueryParam("lng2") String lng2,
                             @QueryParam("lang") String lang) {
        return distances.distance(DistanceQuery.parse(from, to, lat1, lng1, lat2, lng2), Language.parse(lang));
    }
}
