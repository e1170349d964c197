package dev.geolookup.web.metrics;

import dev.geolookup.readmodel.HeapBudget;
import dev.geolookup.readmodel.ReadModel;
import io.prometheus.metrics.core.metrics.GaugeWithCallback;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Initialized;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.function.ToDoubleFunction;

/** Gauges of each read model, read when scraped: entries served, data version, and seconds since it was built. */
@ApplicationScoped
public class ReadModelMetrics {

    @Inject
    private ServiceMetrics metrics;

    @Inject
    @Any
    private Instance<ReadModel> readModels;

    @Inject
    private HeapBudget heapBudget;

    void register(@Observes @Initialized(ApplicationScoped.class) Object applicationStarted) {
        List<ReadModel> models = readModels.stream().toList();
        gauge(models, "geo_readmodel_entries", "Entries (rows, ranges, records) the read model serves",
                ReadModel::entries);
        gauge(models, "geo_readmodel_data_version", "Data version the read model serves; 0 before its first load",
                ReadModel::loadedVersion);
        gauge(models, "geo_readmodel_age_seconds",
                "Time since the read model being served was built; -1 before its first load",
                ReadModelMetrics::ageSeconds);
        gauge(models, "geo_readmodel_refused_version",
                "Data version the node did not load because its heap could not hold it beside what is served; 0 "
                        + "for none (readiness says the -Xmx that would)",
                model -> heapBudget.refusalOf(model.dataset()).map(HeapBudget.Refusal::version).orElse(0L));
        gauge(models, "geo_readmodel_refused_heap_bytes",
                "Heap the refused load was estimated to need; 0 for none",
                model -> heapBudget.refusalOf(model.dataset()).map(HeapBudget.Refusal::neededBytes).orElse(0L));
    }

    private void gauge(List<ReadModel> models, String name, String help, ToDoubleFunction<ReadModel> value) {
        GaugeWithCallback.builder().name(name).help(help).labelNames("dataset")
                .callback(callback -> models.forEach(model -> callback.call(value.applyAsDouble(model), model.dataset().id())))
                .register(metrics.registry());
    }

    private static double ageSeconds(ReadModel model) {
        return model.loadedAt().map(at -> Duration.between(at, Instant.now()).toMillis() / 1000.0).orElse(-1.0);
    }
}
