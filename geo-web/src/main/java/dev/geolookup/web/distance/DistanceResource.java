package dev.geolookup.web.distance;

import dev.geolookup.web.place.PlaceResource;
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
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The great-circle distance between two cities or two points. */
@ApplicationScoped
@Path("distance")
@Produces(MediaTypes.JSON)
@Tag(name = "distance", description = "Great-circle distances (haversine, radius 6371.0088 km)")
public class DistanceResource {

    @EJB
    private DistanceLookup distances;

    @GET
    @Operation(summary = "Distance between two cities (from, to) or two points (lat1, lng1, lat2, lng2)",
            description = "With city ids, from and to are city records; with coordinates they are "
                    + "{latitude, longitude}. distanceKm and distanceMiles are unrounded. Any other combination "
                    + "of parameters is a 400.")
    @APIResponse(responseCode = "200", description = "The distance result")
    @APIResponse(responseCode = "404", description = "\"Country not found\" for an unknown city id")
    public JsonBody distance(@QueryParam("from") @Parameter(description = "Origin city geonameId") String from,
                             @QueryParam("to") @Parameter(description = "Destination city geonameId") String to,
                             @QueryParam("lat1") @Parameter(description = "Origin latitude") String lat1,
                             @QueryParam("lng1") @Parameter(description = "Origin longitude") String lng1,
                             @QueryParam("lat2") @Parameter(description = "Destination latitude") String lat2,
                             @QueryParam("lng2") @Parameter(description = "Destination longitude") String lng2,
                             @QueryParam("lang") @Parameter(description = PlaceResource.LANG) String lang) {
        return distances.distance(DistanceQuery.parse(from, to, lat1, lng1, lat2, lng2), Language.parse(lang));
    }
}
