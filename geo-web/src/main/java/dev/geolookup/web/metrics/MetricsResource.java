package dev.geolookup.web.metrics;

import io.prometheus.metrics.expositionformats.PrometheusTextFormatWriter;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.CacheControl;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;

/** GET /metrics: the service's and the JVM's metrics in the Prometheus text format, for a scraper. */
@Path("metrics")
public class MetricsResource {

    private static final PrometheusTextFormatWriter PROMETHEUS_TEXT = PrometheusTextFormatWriter.create();

    @Inject
    private ServiceMetrics metrics;

    @GET
    public Response scrape() {
        StreamingOutput body = out -> PROMETHEUS_TEXT.write(out, metrics.registry().scrape());
        CacheControl noStore = new CacheControl();
        noStore.setNoStore(true);
        return Response.ok(body, PROMETHEUS_TEXT.getContentType()).cacheControl(noStore).build();
    }
}
