package dev.geolookup.web.health;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Liveness;

import java.time.Instant;

/**
 * Live as long as the application answers and has never run out of memory: the read models serve even while the
 * database is away, so a lost database makes the node unready, never dead; a node past an OutOfMemoryError is dead.
 */
@Liveness
@ApplicationScoped
public class ProcessLiveness implements HealthCheck {

    @Inject
    private HeapExhaustion heap;

    public ProcessLiveness() {
    }

    ProcessLiveness(HeapExhaustion heap) {
        this.heap = heap;
    }

    @Override
    public HealthCheckResponse call() {
        Instant exhausted = heap.exhaustedAt();
        if (exhausted != null) {
            return HealthCheckResponse.named("geo-service").down().withData("outOfMemorySince", exhausted.toString())
                    .build();
        }
        return HealthCheckResponse.up("geo-service");
    }
}
