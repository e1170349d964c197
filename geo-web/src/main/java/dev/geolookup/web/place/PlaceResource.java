package dev.geolookup.web.place;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.geo.GeoFilters;
import dev.geolookup.api.geo.NearQuery;
import dev.geolookup.api.geocode.GeocodeLookup;
import dev.geolookup.api.subdivision.SubdivisionLookup;
import dev.geolookup.api.place.PlaceLookup;
import dev.geolookup.api.place.PlaceQuery;
import dev.geolookup.api.text.Language;
import dev.geolookup.web.geocode.ListGeocoding;
import dev.geolookup.web.geojson.GeoJsonAvailable;
import dev.geolookup.web.http.JsonArrayBody;
import dev.geolookup.web.http.MediaTypes;
import jakarta.ejb.EJB;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Request;
import jakarta.ws.rs.core.Response;

import java.io.InputStream;

/** The gazetteer endpoints: every GeoNames feature class. */
@ApplicationScoped
@Path("places")
@Produces({MediaTypes.JSON, MediaTypes.GEO_JSON})
@GeoJsonAvailable
public class PlaceResource {

    /** What the body of a batch search must be, in the reason of a refusal. */
    static final String BATCH_BODY = "a JSON array of query objects such as {\"q\": \"paris\", \"lat\": 32.7, "
            + "\"lng\": -96.8}";

    @Inject
    private ListGeocoding geocoding;

    @EJB
    private SubdivisionLookup subdivisions;

    @EJB
    private PlaceLookup places;

    @GET
    public JsonBody search(@BeanParam PlaceSearchParameters parameters) {
        return places.search(PlaceQuery.parse(parameters.byName()), parameters.language());
    }

    /** Up to 100 searches in one request, each a JSON object of the parameters above. */
    @POST
    @Path("search")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaTypes.JSON)
    public JsonBody searchAll(InputStream body, @QueryParam("lang") String lang) {
        Language language = Language.parse(lang);
        return places.searchAll(JsonArrayBody.read(body, BATCH_BODY), language);
    }

    /**
     * A CSV file of names geocoded row by row, streamed back as CSV, JSON lines or GeoJSON (docs/API.md,
     * "Geocoding a file").
     */
    @POST
    @Path("geocode")
    @Consumes(ListGeocoding.CSV)
    @Produces({ListGeocoding.CSV, MediaTypes.JSON_LINES, MediaTypes.JSON, MediaTypes.GEO_JSON})
    public Response geocode(InputStream body, @QueryParam("column") String column, @QueryParam("lang") String lang,
                            @Context Request request, @Context HttpHeaders headers) {
        return geocoding.answer(GeocodeLookup.Gazetteer.PLACES, body, column, Language.parse(lang), request,
                headers.getLength());
    }

    @GET
    @Path("near")
    public JsonBody near(@QueryParam("lat") String lat,
                         @QueryParam("lng") String lng,
                         @QueryParam("limit") String limit,
                         @QueryParam("radiusKm") String radiusKm,
                         @QueryParam("country") String country,
                         @QueryParam("class") String featureClass,
                         @QueryParam("lang") String lang) {
        return places.near(NearQuery.parse(lat, lng, limit, radiusKm, country, featureClass), Language.parse(lang));
    }

    @GET
    @Path("{geonameId}")
    public JsonBody byId(@PathParam("geonameId") String geonameId,
                         @QueryParam("lang") String lang) {
        return places.byId(GeoFilters.geonameId(geonameId), Language.parse(lang));
    }

    /** From the country down to the feature: its first- and second-level divisions between. */
    @GET
    @Path("{geonameId}/hierarchy")
    public JsonBody hierarchy(@PathParam("geonameId") String geonameId, @QueryParam("lang") String lang) {
        return subdivisions.hierarchy(GeoFilters.geonameId(geonameId), false, Language.parse(lang));
    }
}
