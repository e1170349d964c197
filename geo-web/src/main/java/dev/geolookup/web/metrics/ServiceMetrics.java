package dev.geolookup.web.metrics;

import io.prometheus.metrics.instrumentation.jvm.JvmMetrics;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * The service's metrics, with the JVM's, as {@link MetricsResource} serves them. The service keeps them itself
 * instead of in the server's MicroProfile Metrics so that they are the same on every server: WildFly 38 has no
 * MicroProfile Metrics (it moved to Micrometer), and Payara 6.2025.10 writes timers in nanoseconds under a
 * seconds name (FISH-13137).
 */
@ApplicationScoped
public class ServiceMetrics {

    /** This deployment's own registry, not the library's global one, so a redeployment starts afresh. */
    private final PrometheusRegistry registry = new PrometheusRegistry();

    @PostConstruct
    void registerJvmMetrics() {
        JvmMetrics.builder().register(registry);
    }

    public PrometheusRegistry registry() {
        return registry;
    }
}
