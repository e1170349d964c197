package dev.geolookup.web.ip;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.ip.AsNumber;
import dev.geolookup.api.ip.IpLookup;
import dev.geolookup.web.http.MediaTypes;
import jakarta.ejb.EJB;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;

/** An autonomous system: its organisation and the address ranges it announces. */
@ApplicationScoped
@Path("asn")
@Produces(MediaTypes.JSON)
public class AutonomousSystemResource {

    @EJB
    private IpLookup ips;

    @GET
    @Path("{number}")
    public JsonBody autonomousSystem(@PathParam("number") String number) {
        return ips.autonomousSystem(AsNumber.parse(number));
    }
}
