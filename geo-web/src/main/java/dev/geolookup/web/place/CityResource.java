package dev.geolookup.web.place;

import dev.geolookup.api.text.Language;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.geo.GeoFilters;
import dev.geolookup.api.geo.NearQuery;
import dev.geolookup.api.place.CityLookup;
import dev.geolookup.api.place.PlaceQuery;
import dev.geolookup.web.geojson.GeoJsonAvailable;
import dev.geolookup.web.http.MediaTypes;
import jakarta.ejb.EJB;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The city endpoints: GeoNames cities of 15,000 people or more, and capitals. */
@ApplicationScoped
@Path("cities")
@Produces({MediaTypes.JSON, MediaTypes.GEO_JSON})
@GeoJsonAvailable
@Tag(name = "cities", description = "Cities of 15,000 people or more and capitals")
public class CityResource {

    @EJB
    private CityLookup cities;

    @GET
    @Operation(summary = "Cities whose name or ASCII name contains q, best matches first",
            description = "Matching ignores case, accents and everything but letters and digits; the better of "
                    + "name and ASCII name decides the tier (see rank). Without q: the most populous cities passing "
                    + "the filter. Ties in population go by geonameId.")
    @APIResponse(responseCode = "200", description = "Array of city records; [] when nothing matches")
    public JsonBody search(@QueryParam("q") @Parameter(description = "Text the name contains") String q,
                           @QueryParam("country") @Parameter(description = "ISO 3166-1 alpha-2 code") String country,
                           @QueryParam("limit") @Parameter(description = "1 to 100, default 20") String limit,
                           @QueryParam("rank") @Parameter(description = PlaceResource.RANK) String rank,
                           @QueryParam("fuzzy") @Parameter(description = PlaceResource.FUZZY) String fuzzy,
                           @QueryParam("lang") @Parameter(description = PlaceResource.LANG) String lang) {
        return cities.search(PlaceQuery.parse(q, country, null, limit, rank, fuzzy), Language.parse(lang));
    }

    @GET
    @Path("near")
    @Operation(summary = "The cities nearest a point, nearest first, each with distanceKm (haversine)")
    @APIResponse(responseCode = "200", description = "Array of city records with distanceKm")
    public JsonBody near(@QueryParam("lat") @Parameter(description = "Latitude, -90 to 90", required = true) String lat,
                         @QueryParam("lng") @Parameter(description = "Longitude, -180 to 180", required = true) String lng,
                         @QueryParam("limit") @Parameter(description = "1 to 100, default 10") String limit,
                         @QueryParam("radiusKm") @Parameter(description = "Only cities within this distance") String radiusKm,
                         @QueryParam("lang") @Parameter(description = PlaceResource.LANG) String lang) {
        return cities.near(NearQuery.parse(lat, lng, limit, radiusKm, null, null), Language.parse(lang));
    }

    @GET
    @Path("{geonameId}")
    @Operation(summary = "One city by GeoNames id")
    @APIResponse(responseCode = "200", description = "One city record")
    @APIResponse(responseCode = "404", description = "\"Country not found\"")
    public JsonBody byId(@PathParam("geonameId") String geonameId, @QueryParam("lang") @Parameter(description = PlaceResource.LANG) String lang) {
        return cities.byId(GeoFilters.geonameId(geonameId), Language.parse(lang));
    }
}
