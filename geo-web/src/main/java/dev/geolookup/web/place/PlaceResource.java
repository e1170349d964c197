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

/** The gazetteer endpoints: every GeoNames feature class. */
@ApplicationScoped
@Path("places")
@Produces({MediaTypes.JSON, MediaTypes.GEO_JSON})
@GeoJsonAvailable
public class PlaceResource extends GazetteerResource {

    @Inject
    @OfGazetteer(GeocodeLookup.Gazetteer.PLACES)
    private GazetteerLookup places;

    public PlaceResource() {
        super(GeocodeLookup.Gazetteer.PLACES);
    }

    @GET
    public Response search(@BeanParam PlaceSearchParameters parameters, @Context UriInfo uri) {
        return page(PlaceQuery.parse(parameters.byName()), parameters.language(), uri);
    }

    @GET
    @Path("near")
    public JsonBody near(@BeanParam NearParameters near,
                         @QueryParam("country") String country,
                         @QueryParam("class") String featureClass,
                         @QueryParam("lang") String lang) {
        return places.near(near.query(country, featureClass), Language.parse(lang));
    }

    @Override
    protected GazetteerLookup gazetteer() {
        return places;
    }
}
