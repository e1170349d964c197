package dev.geolookup.web.place;

import dev.geolookup.api.text.Language;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.geo.GeoFilters;
import dev.geolookup.api.geo.NearQuery;
import dev.geolookup.api.place.PlaceLookup;
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

/** The gazetteer endpoints: every GeoNames feature class. */
@ApplicationScoped
@Path("places")
@Produces({MediaTypes.JSON, MediaTypes.GEO_JSON})
@GeoJsonAvailable
@Tag(name = "places", description = "GeoNames features of every class")
public class PlaceResource {

    public static final String LANG = "Names in this language where one is known (ISO 639-1, optionally with a region: de, "
            + "pt-BR); the GeoNames name then follows as toponymName";
    static final String RANK = "relevance (default with q): names equal to q, then starting with q, then with a word "
            + "starting with q, then containing q, each tier most populous first; population: most populous first";
    static final String FUZZY = "true: after the matches, names a typo away from q (Damerau-Levenshtein distance 1 "
            + "for 4 to 7 letters and digits, 2 from 8, with the whole name or a word of it and what follows, or with "
            + "as much of it as q is long), nearest first, then most populous; default false";

    @EJB
    private PlaceLookup places;

    @GET
    @Operation(summary = "Places whose name or ASCII name contains q, best matches first",
            description = "Matching ignores case, accents and everything but letters and digits: 'saint etienne' "
                    + "finds Saint-Étienne. The better of name and ASCII name decides the tier (see rank). Without "
                    + "q: the most populous places passing the filters. Ties in population go by geonameId.")
    @APIResponse(responseCode = "200", description = "Array of place records; [] when nothing matches")
    public JsonBody search(@QueryParam("q") @Parameter(description = "Text the name contains") String q,
                           @QueryParam("country") @Parameter(description = "ISO 3166-1 alpha-2 code") String country,
                           @QueryParam("class") @Parameter(description = "Feature class: A, H, L, P, R, S, T, U or V") String featureClass,
                           @QueryParam("limit") @Parameter(description = "1 to 100, default 20") String limit,
                           @QueryParam("rank") @Parameter(description = RANK) String rank,
                           @QueryParam("fuzzy") @Parameter(description = FUZZY) String fuzzy,
                           @QueryParam("lang") @Parameter(description = LANG) String lang) {
        return places.search(PlaceQuery.parse(q, country, featureClass, limit, rank, fuzzy), Language.parse(lang));
    }

    @GET
    @Path("near")
    @Operation(summary = "The places nearest a point, nearest first, each with distanceKm (haversine)")
    @APIResponse(responseCode = "200", description = "Array of place records with distanceKm")
    public JsonBody near(@QueryParam("lat") @Parameter(description = "Latitude, -90 to 90", required = true) String lat,
                         @QueryParam("lng") @Parameter(description = "Longitude, -180 to 180", required = true) String lng,
                         @QueryParam("limit") @Parameter(description = "1 to 100, default 10") String limit,
                         @QueryParam("radiusKm") @Parameter(description = "Only places within this distance") String radiusKm,
                         @QueryParam("country") @Parameter(description = "ISO 3166-1 alpha-2 code") String country,
                         @QueryParam("class") @Parameter(description = "Feature class letter") String featureClass,
                         @QueryParam("lang") @Parameter(description = LANG) String lang) {
        return places.near(NearQuery.parse(lat, lng, limit, radiusKm, country, featureClass), Language.parse(lang));
    }

    @GET
    @Path("{geonameId}")
    @Operation(summary = "One place by GeoNames id")
    @APIResponse(responseCode = "200", description = "One place record")
    @APIResponse(responseCode = "404", description = "\"Country not found\"")
    public JsonBody byId(@PathParam("geonameId") String geonameId,
                         @QueryParam("lang") @Parameter(description = LANG) String lang) {
        return places.byId(GeoFilters.geonameId(geonameId), Language.parse(lang));
    }
}
