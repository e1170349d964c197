package dev.geolookup.web.subdivision;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.subdivision.SubdivisionLookup;
import dev.geolookup.api.text.Language;
import dev.geolookup.web.geojson.GeoJsonAvailable;
import dev.geolookup.web.http.MediaTypes;
import jakarta.ejb.EJB;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;

/**
 * The subdivisions of a country, one by ISO 3166-2 or GeoNames code, and the divisions below one; as GeoJSON, each
 * with its outline where one is known.
 */
@ApplicationScoped
@Path("subdivisions")
@Produces({MediaTypes.JSON, MediaTypes.GEO_JSON})
@GeoJsonAvailable
public class SubdivisionResource {

    @EJB
    private SubdivisionLookup subdivisions;

    @GET
    public JsonBody ofCountry(@QueryParam("country") String country, @QueryParam("level") String level,
                              @QueryParam("lang") String lang) {
        return subdivisions.ofCountry(country, level, Language.parse(lang));
    }

    @GET
    @Path("{code}")
    public JsonBody byCode(@PathParam("code") String code, @QueryParam("lang") String lang) {
        return subdivisions.byCode(code, Language.parse(lang));
    }

    @GET
    @Path("{code}/children")
    public JsonBody children(@PathParam("code") String code, @QueryParam("lang") String lang) {
        return subdivisions.children(code, Language.parse(lang));
    }
}
