package dev.geolookup.web.admin;

import dev.geolookup.api.RecordNotFoundException;
import dev.geolookup.api.request.QueryParameters;
import dev.geolookup.importrun.ImportRun;
import dev.geolookup.importrun.ImportRuns;
import dev.geolookup.imports.Dataset;
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
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Dataset imports on demand, and the record of every run. HTTP Basic, the geo-admin account. */
@ApplicationScoped
@AdminOnly
@Path("admin/imports")
@Produces(MediaTypes.JSON)
@Tag(name = "admin", description = "Dataset imports (HTTP Basic credentials of a geo-admin user)")
public class ImportAdminResource {

    private static final int MAX_LISTED_RUNS = 1000;

    @EJB
    private ImportLauncher launcher;

    @EJB
    private ImportRuns runs;

    @POST
    @Path("{dataset}")
    @Operation(summary = "Start an import of a dataset",
            description = "Datasets: countries, country-info, admin1-codes, admin2-codes, places, cities, "
                    + "postal-codes, ip-ranges. source: 'bundled', a file path or an http(s) URL, several separated "
                    + "by commas for places; without it, the configured geo.import.<dataset>.source.")
    @APIResponse(responseCode = "202", description = "The run, started; follow it at the Location")
    @APIResponse(responseCode = "400", description = "Unknown dataset")
    @APIResponse(responseCode = "401", description = "Missing or wrong credentials")
    @APIResponse(responseCode = "409", description = "An import of this dataset is already running")
    public Response start(@PathParam("dataset") String dataset,
                          @QueryParam("source") @Parameter(description = "Where to read the data") String source,
                          @Context UriInfo uri) {
        ImportRun run = launcher.start(Dataset.byName(dataset), source);
        ImportRun recorded = runs.find(run.getId()).orElse(run);
        return Response.accepted(ImportRunJson.one(recorded))
                .location(uri.getBaseUriBuilder().path("admin/imports/{id}").build(run.getId()))
                .header(HttpHeaders.CACHE_CONTROL, HttpCachingFilter.NO_STORE)
                .build();
    }

    @GET
    @Operation(summary = "The most recent import runs, newest first")
    @APIResponse(responseCode = "200", description = "Array of runs")
    public Response list(@QueryParam("limit") @Parameter(description = "1 to 1000, default 100") String limit) {
        Integer count = QueryParameters.optionalInt("limit", limit, 1, MAX_LISTED_RUNS);
        return uncached(ImportRunJson.list(runs.recent(count == null ? 100 : count)));
    }

    @GET
    @Path("{id}")
    @Operation(summary = "One import run: status, rows so far, percent of bytes read where the size is known")
    @APIResponse(responseCode = "200", description = "The run")
    @APIResponse(responseCode = "404", description = "No such run")
    public Response one(@PathParam("id") String id) {
        Integer runId = QueryParameters.optionalInt("id", id, 1, Integer.MAX_VALUE);
        return uncached(ImportRunJson.one(runs.find(runId).orElseThrow(RecordNotFoundException::new)));
    }

    private static Response uncached(Object body) {
        return Response.ok(body).header(HttpHeaders.CACHE_CONTROL, HttpCachingFilter.NO_STORE).build();
    }
}
