package dev.geolookup.web.place;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.geo.GeoFilters;
import dev.geolookup.api.geocode.GeocodeLookup;
import dev.geolookup.api.place.GazetteerLookup;
import dev.geolookup.api.place.PlacePage;
import dev.geolookup.api.place.PlaceQuery;
import dev.geolookup.api.subdivision.SubdivisionLookup;
import dev.geolookup.api.text.Language;
import dev.geolookup.web.geocode.ListGeocoding;
import dev.geolookup.web.geojson.GeoJsonAvailable;
import dev.geolookup.web.http.JsonArrayBody;
import dev.geolookup.web.http.MediaTypes;
import jakarta.ejb.EJB;
import jakarta.inject.Inject;
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
import jakarta.ws.rs.core.UriInfo;
import java.io.InputStream;

/**
 * The endpoints the places and the cities share, each the same over its own gazetteer: the batch search, file
 * geocoding, one feature by id and its hierarchy. {@link PlaceResource} and {@link CityResource} give the path, the
 * lookup and what differs, the search and near parameters (a place search filters by feature class). The class
 * carries the produced types and the GeoJSON binding as they do, whichever class a container reads them from.
 */
@Produces({MediaTypes.JSON, MediaTypes.GEO_JSON})
@GeoJsonAvailable
public abstract class GazetteerResource {

    /** What the body of a batch search must be, in the reason of a refusal. */
    static final String BATCH_BODY = "a JSON array of query objects such as {\"q\": \"paris\", \"lat\": 32.7, "
            + "\"lng\": -96.8}";

    @Inject
    private ListGeocoding geocoding;

    @EJB
    private SubdivisionLookup subdivisions;

    /** The gazetteer the endpoints answer from, as file geocoding names it. */
    private final GeocodeLookup.Gazetteer geocodedAgainst;

    protected GazetteerResource(GeocodeLookup.Gazetteer geocodedAgainst) {
        this.geocodedAgainst = geocodedAgainst;
    }

    /** The gazetteer the endpoints answer from. */
    protected abstract GazetteerLookup gazetteer();

    /**
     * The page of a search, with X-Total-Count where the total is known and, where a next page may hold more, a
     * Link to it (RFC 8288): the request's own address with the offset moved on.
     */
    protected Response page(PlaceQuery query, Language language, UriInfo uri) {
        PlacePage page = gazetteer().page(query, language);
        Response.ResponseBuilder answer = Response.ok(page.body());
        if (page.totalCount() != null) {
            answer.header("X-Total-Count", page.totalCount());
        }
        int next = query.offset() + query.limit();
        if (page.more() && next <= PlaceQuery.MAX_OFFSET) {
            answer.header("Link", "<" + uri.getRequestUriBuilder().replaceQueryParam("offset", next).build()
                    + ">; rel=\"next\"");
        }
        return answer.build();
    }

    /** Up to 100 searches in one request, each a JSON object of the search parameters. */
    @POST
    @Path("search")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaTypes.JSON)
    public JsonBody searchAll(InputStream body, @QueryParam("lang") String lang) {
        return gazetteer().searchAll(JsonArrayBody.read(body, BATCH_BODY), Language.parse(lang));
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
        return geocoding.answer(geocodedAgainst, body, column, Language.parse(lang), request, headers.getLength());
    }

    @GET
    @Path("{geonameId}")
    public JsonBody byId(@PathParam("geonameId") String geonameId, @QueryParam("lang") String lang) {
        return gazetteer().byId(GeoFilters.geonameId(geonameId), Language.parse(lang));
    }

    /** From the country down to the feature: its first- and second-level divisions between. */
    @GET
    @Path("{geonameId}/hierarchy")
    public JsonBody hierarchy(@PathParam("geonameId") String geonameId, @QueryParam("lang") String lang) {
        boolean ofACity = geocodedAgainst == GeocodeLookup.Gazetteer.CITIES;
        return subdivisions.hierarchy(GeoFilters.geonameId(geonameId), ofACity, Language.parse(lang));
    }
}
