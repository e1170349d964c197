package dev.geolookup.web.metrics;

import dev.geolookup.readmodel.ReadModel;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Initialized;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import org.eclipse.microprofile.metrics.Metadata;
import org.eclipse.microprofile.metrics.MetricRegistry;
import org.eclipse.microprofile.metrics.MetricUnits;
import org.eclipse.microprofile.metrics.Tag;

import java.time.Duration;
import java.time.Instant;

/** Gauges of each read model: entries served, data version, and seconds since it was built (-1 before). */
@ApplicationScoped
public class ReadModelMetrics {

    private static final Metadata ENTRIES = Metadata.builder().withName("geo.readmodel.entries")
            .withDescription("Entries (rows, ranges, records) the read model serves").build();
    private static final Metadata VERSION = Metadata.builder().withName("geo.readmodel.data.version")
            .withDescription("Data version the read model serves; 0 before its first load").build();
    private static final Metadata AGE = Metadata.builder().withName("geo.readmodel.age")
            .withDescription("Time since the read model being served was built; -1 before its first load")
            .withUnit(MetricUnits.SECONDS).build();

    @Inject
    private MetricRegistry registry;

    @Inject
    @Any
    private Instance<ReadModel> readModels;

    void register(@Observes @Initialized(ApplicationScoped.class) Object applicationStarted) {
        for (ReadModel model : readModels) {
            Tag dataset = new Tag("dataset", model.dataset());
            registry.gauge(ENTRIES, model, ReadModel::entries, dataset);
            registry.gauge(VERSION, model, ReadModel::loadedVersion, dataset);
            registry.gauge(AGE, model, ReadModelMetrics::ageSeconds, dataset);
        }
    }

    private static double ageSeconds(ReadModel model) {
        return model.loadedAt().map(at -> Duration.between(at, Instant.now()).toMillis() / 1000.0).orElse(-1.0);
    }
}
