package dev.geolookup.bench;

import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Application;

/** The benchmarks' baseline: the cheapest JAX-RS answer the same server can give, a constant 40-byte JSON. */
@Path("/")
public class BaselineResource {

    private static final byte[] BODY = "{\"status\":\"ok\",\"service\":\"baseline-jax\"}".getBytes();

    @ApplicationPath("/")
    public static class BaselineApplication extends Application {
    }

    @GET
    @Path("ping")
    @Produces("application/json")
    public byte[] ping() {
        return BODY;
    }
}
