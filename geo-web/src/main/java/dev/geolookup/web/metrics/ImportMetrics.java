package dev.geolookup.web.metrics;

import dev.geolookup.importrun.ImportRun;
import dev.geolookup.importrun.ImportRunEnded;
import io.prometheus.metrics.core.metrics.Counter;
import io.prometheus.metrics.core.metrics.Histogram;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.inject.Inject;

import java.util.Locale;

/**
 * Import run results on this node: runs per dataset and outcome with their duration, and rows written and skipped
 * by successful runs. Counted once the run's record is committed.
 */
@ApplicationScoped
public class ImportMetrics {

    private static final double MILLIS_PER_SECOND = 1000.0;

    @Inject
    private ServiceMetrics metrics;

    private Histogram runs;
    private Counter rowsWritten;
    private Counter rowsSkipped;

    @PostConstruct
    void register() {
        runs = Histogram.builder().name("geo_import_runs_seconds")
                .help("Import runs ended on this node, per dataset and status, with their duration")
                .labelNames("dataset", "status")
                .classicOnly()
                .classicUpperBounds(1, 5, 15, 60, 300, 900, 3600, 4 * 3600)
                .register(metrics.registry());
        rowsWritten = Counter.builder().name("geo_import_rows_written")
                .help("Rows written by successful import runs on this node")
                .labelNames("dataset").register(metrics.registry());
        rowsSkipped = Counter.builder().name("geo_import_rows_skipped")
                .help("Malformed rows skipped by successful import runs on this node")
                .labelNames("dataset").register(metrics.registry());
    }

    void record(@Observes(during = TransactionPhase.AFTER_SUCCESS) ImportRunEnded run) {
        runs.labelValues(run.dataset(), run.status().name().toLowerCase(Locale.ROOT))
                .observe(run.duration().toMillis() / MILLIS_PER_SECOND);
        if (run.status() == ImportRun.Status.SUCCEEDED) {
            rowsWritten.labelValues(run.dataset()).inc(run.rowsWritten());
            rowsSkipped.labelValues(run.dataset()).inc(run.rowsSkipped());
        }
    }
}
