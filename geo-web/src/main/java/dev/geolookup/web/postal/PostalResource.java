package dev.geolookup.web.postal;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.postal.PostalLookup;
import dev.geolookup.web.geojson.GeoJsonAvailable;
import dev.geolookup.web.http.MediaTypes;
import dev.geolookup.web.http.NearParameters;
import jakarta.ejb.EJB;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;

/** Postal codes: lookup by country and code, search by code, nearest codes. */
@ApplicationScoped
@Path("postal")
@Produces({MediaTypes.JSON, MediaTypes.GEO_JSON})
@GeoJsonAvailable
public class PostalResource {

    @EJB
    private PostalLookup postalCodes;

    @GET
    @Path("{country}/{code}")
    public JsonBody lookup(@PathParam("country") String country,
                           @PathParam("code") String code) {
        return postalCodes.lookup(country, code);
    }

    @GET
    public JsonBody search(@QueryParam("code") String code,
                           @QueryParam("country") String country) {
        return postalCodes.search(code, country);
    }

    @GET
    @Path("near")
    public JsonBody near(@BeanParam NearParameters near, @QueryParam("country") String country) {
        return postalCodes.near(near.query(country, null));
    }
}
