package dev.geolookup.web.place;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.geocode.GeocodeLookup;
import dev.geolookup.api.place.GazetteerLookup;
import dev.geolookup.api.place.OfGazetteer;
import dev.geolookup.api.place.PlaceQuery;
import dev.geolookup.api.text.Language;
import dev.geolookup.web.geojson.GeoJsonAvailable;
import dev.geolookup.web.http.MediaTypes;
import dev.geolookup.web.http.NearParameters;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;

/** The city endpoints: GeoNames cities of 15,000 people or more, and capitals. */
@ApplicationScoped
@Path("cities")
@Produces({MediaTypes.JSON, MediaTypes.GEO_JSON})
@GeoJsonAvailable
public class CityResource extends GazetteerResource {

    @Inject
    @OfGazetteer(GeocodeLookup.Gazetteer.CITIES)
    private GazetteerLookup cities;

    public CityResource() {
        super(GeocodeLookup.Gazetteer.CITIES);
    }

    @GET
    public Response search(@BeanParam CitySearchParameters parameters, @Context UriInfo uri) {
        return page(PlaceQuery.parse(parameters.byName()), parameters.language(), uri);
    }

    @GET
    @Path("near")
    public JsonBody near(@BeanParam NearParameters near, @QueryParam("lang") String lang) {
        return cities.near(near.query(null, null), Language.parse(lang));
    }

    @Override
    protected GazetteerLookup gazetteer() {
        return cities;
    }
}
