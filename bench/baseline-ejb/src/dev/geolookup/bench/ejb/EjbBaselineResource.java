package dev.geolookup.bench.ejb;

import jakarta.ejb.EJB;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Application;

/**
 * The second reference of the benchmarks: the cheapest answer of the architecture the customer chose, a CDI
 * application whose JAX-RS resource calls a stateless EJB, with none of the service's own work (no lookup, no
 * filters, no entity tags). What the service's endpoints lose against it is the service's; what this loses
 * against the bare baseline is the container's.
 */
@Path("/")
@ApplicationScoped
public class EjbBaselineResource {

    @EJB
    private PingAnswer answer;

    @ApplicationPath("/")
    public static class EjbBaselineApplication extends Application {
    }

    @GET
    @Path("ping")
    @Produces("application/json")
    public byte[] ping() {
        return answer.body();
    }
}
