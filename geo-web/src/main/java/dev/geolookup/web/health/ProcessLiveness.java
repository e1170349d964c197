package dev.geolookup.web.health;

import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Liveness;

/**
 * Live as long as the application answers: the read models serve even while the database is away, so a lost
 * database makes the node unready, never dead.
 */
@Liveness
@ApplicationScoped
public class ProcessLiveness implements HealthCheck {

    @Override
    public HealthCheckResponse call() {
        return HealthCheckResponse.up("geo-service");
    }
}
