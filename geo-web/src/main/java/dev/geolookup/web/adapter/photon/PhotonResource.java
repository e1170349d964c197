package dev.geolookup.web.adapter.photon;

import dev.geolookup.api.GeneratedJson;
import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.adapter.photon.PhotonLookup;
import dev.geolookup.api.adapter.photon.PhotonReverse;
import dev.geolookup.api.adapter.photon.PhotonSearch;
import dev.geolookup.api.request.QueryParameters;
import dev.geolookup.web.http.MediaTypes;
import jakarta.ejb.EJB;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;

import java.util.List;
import java.util.function.Supplier;

/**
 * photon's search and reverse under /photon, for places, divisions and countries: GeoJSON FeatureCollections with
 * photon's property names; a refusal is photon's {"message"} with 400.
 */
@ApplicationScoped
@Path("photon")
@Produces(MediaTypes.JSON)
public class PhotonResource {

    @EJB
    private PhotonLookup lookup;

    @GET
    @Path("api")
    public Response search(@QueryParam("q") String q, @QueryParam("limit") String limit,
                           @QueryParam("lang") String lang, @QueryParam("lat") String lat,
                           @QueryParam("lon") String lon, @QueryParam("zoom") String zoom,
                           @QueryParam("location_bias_scale") String locationBiasScale,
                           @QueryParam("bbox") String bbox, @QueryParam("osm_tag") List<String> osmTags,
                           @QueryParam("layer") List<String> layers) {
        return answered(() -> lookup.search(PhotonSearch.read(QueryParameters.named("q", q, "limit", limit,
                "lang", lang, "lat", lat, "lon", lon, "zoom", zoom, "location_bias_scale", locationBiasScale,
                "bbox", bbox), name -> name.equals("osm_tag") ? osmTags : name.equals("layer") ? layers : null)));
    }

    @GET
    @Path("reverse")
    public Response reverse(@QueryParam("lat") String lat, @QueryParam("lon") String lon,
                            @QueryParam("radius") String radius, @QueryParam("limit") String limit,
                            @QueryParam("lang") String lang) {
        return answered(() -> lookup.reverse(PhotonReverse.read(QueryParameters.named("lat", lat, "lon", lon,
                "radius", radius, "limit", limit, "lang", lang))));
    }

    private static Response answered(Supplier<JsonBody> answer) {
        try {
            return Response.ok(answer.get(), MediaTypes.JSON).build();
        } catch (InvalidRequestException e) {
            String message = e.getMessage();
            return Response.status(Response.Status.BAD_REQUEST).type(MediaTypes.JSON)
                    .entity(GeneratedJson.body(32 + message.length(), json -> json.writeStartObject()
                            .write("message", message).writeEnd()))
                    .build();
        }
    }
}
