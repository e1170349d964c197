package dev.geolookup.web.adapter.zippopotam;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.adapter.zippopotam.ZippopotamLookup;
import dev.geolookup.web.http.MediaTypes;
import jakarta.ejb.EJB;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Response;

import java.util.Optional;

/** Zippopotam.us' three paths; whatever it does not find, or cannot read, is its 404 with the body {}. */
@ApplicationScoped
@Path("zippopotam")
@Produces(MediaTypes.JSON)
public class ZippopotamResource {

    private static final byte[] NOT_FOUND = {'{', '}'};

    @EJB
    private ZippopotamLookup lookup;

    @GET
    @Path("{country}/{postalCode}")
    public Response byPostalCode(@PathParam("country") String country, @PathParam("postalCode") String postalCode) {
        return respond(lookup.byPostalCode(country, postalCode));
    }

    @GET
    @Path("{country}/{state}/{place}")
    public Response byPlace(@PathParam("country") String country, @PathParam("state") String state,
                            @PathParam("place") String place) {
        return respond(lookup.byPlace(country, state, place));
    }

    @GET
    @Path("nearby/{country}/{postalCode}")
    public Response nearby(@PathParam("country") String country, @PathParam("postalCode") String postalCode) {
        return respond(lookup.nearby(country, postalCode));
    }

    private static Response respond(Optional<JsonBody> answer) {
        return answer.map(body -> Response.ok(body, MediaTypes.JSON).build())
                .orElseGet(() -> Response.status(Response.Status.NOT_FOUND).type(MediaTypes.JSON)
                        .entity(NOT_FOUND).build());
    }
}
