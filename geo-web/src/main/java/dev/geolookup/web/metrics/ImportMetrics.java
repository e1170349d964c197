package dev.geolookup.web.metrics;

import dev.geolookup.imports.ImportRun;
import dev.geolookup.imports.ImportRunEnded;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.inject.Inject;
import org.eclipse.microprofile.metrics.Metadata;
import org.eclipse.microprofile.metrics.MetricRegistry;
import org.eclipse.microprofile.metrics.MetricUnits;
import org.eclipse.microprofile.metrics.Tag;

import java.util.Locale;

/**
 * Import run results on this node: runs per dataset and outcome with their duration, and rows written and skipped
 * by successful runs. Counted once the run's record is committed.
 */
@ApplicationScoped
public class ImportMetrics {

    private static final Metadata RUNS = Metadata.builder().withName("geo.import.runs")
            .withDescription("Import runs ended on this node, per dataset and status, with their duration")
            .withUnit(MetricUnits.SECONDS).build();
    private static final Metadata ROWS_WRITTEN = Metadata.builder().withName("geo.import.rows.written")
            .withDescription("Rows written by successful import runs on this node").build();
    private static final Metadata ROWS_SKIPPED = Metadata.builder().withName("geo.import.rows.skipped")
            .withDescription("Malformed rows skipped by successful import runs on this node").build();

    @Inject
    private MetricRegistry registry;

    void record(@Observes(during = TransactionPhase.AFTER_SUCCESS) ImportRunEnded run) {
        Tag dataset = new Tag("dataset", run.dataset());
        registry.timer(RUNS, dataset, new Tag("status", run.status().name().toLowerCase(Locale.ROOT))).update(run.duration());
        if (run.status() == ImportRun.Status.SUCCEEDED) {
            registry.counter(ROWS_WRITTEN, dataset).inc(run.rowsWritten());
            registry.counter(ROWS_SKIPPED, dataset).inc(run.rowsSkipped());
        }
    }
}
