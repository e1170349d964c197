package dev.geolookup.web.admin;

import dev.geolookup.api.Dataset;
import dev.geolookup.api.RecordNotFoundException;
import dev.geolookup.api.request.QueryParameters;
import dev.geolookup.importrun.ImportRun;
import dev.geolookup.importrun.ImportRuns;
import dev.geolookup.imports.ImportLauncher;
import dev.geolookup.web.http.HttpCachingFilter;
import dev.geolookup.web.http.MediaTypes;
import jakarta.ejb.EJB;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;

/** Dataset imports on demand, and the record of every run. HTTP Basic, the geo-admin account. */
@ApplicationScoped
@AdminOnly
@Path("admin/imports")
@Produces(MediaTypes.JSON)
public class ImportAdminResource {

    private static final int MAX_LISTED_RUNS = 1000;

    @EJB
    private ImportLauncher launcher;

    @EJB
    private ImportRuns runs;

    @POST
    @Path("{dataset}")
    public Response start(@PathParam("dataset") String dataset,
                          @QueryParam("source") String source,
                          @Context UriInfo uri) {
        ImportRun run = launcher.start(Dataset.byId(dataset), source);
        ImportRun recorded = runs.find(run.getId()).orElse(run);
        return Response.accepted(ImportRunJson.one(recorded))
                .location(uri.getBaseUriBuilder().path("admin/imports/{id}").build(run.getId()))
                .header(HttpHeaders.CACHE_CONTROL, HttpCachingFilter.NO_STORE)
                .build();
    }

    @GET
    public Response list(@QueryParam("limit") String limit) {
        Integer count = QueryParameters.optionalInt("limit", limit, 1, MAX_LISTED_RUNS);
        return uncached(ImportRunJson.list(runs.recent(count == null ? 100 : count)));
    }

    @GET
    @Path("{id}")
    public Response one(@PathParam("id") String id) {
        Integer runId = QueryParameters.optionalInt("id", id, 1, Integer.MAX_VALUE);
        return uncached(ImportRunJson.one(runs.find(runId).orElseThrow(() -> new RecordNotFoundException(
                "Import run not found: no run has id " + runId))));
    }

    private static Response uncached(Object body) {
        return Response.ok(body).header(HttpHeaders.CACHE_CONTROL, HttpCachingFilter.NO_STORE).build();
    }
}
