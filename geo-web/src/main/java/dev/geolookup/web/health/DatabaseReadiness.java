package dev.geolookup.web.health;

import dev.geolookup.api.Dataset;
import dev.geolookup.readmodel.DatasetVersions;
import dev.geolookup.readmodel.DatasetServing;
import dev.geolookup.readmodel.ReadModelRefresher;
import jakarta.annotation.Resource;
import jakarta.ejb.EJB;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Initialized;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.Readiness;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Optional;

/**
 * Ready when the database answers, every dataset is imported and served and memory never ran out; a dataset bundled in the data directory
 * counts only where that directory is configured or the dataset was imported.
 */
@Readiness
@ApplicationScoped
public class DatabaseReadiness implements HealthCheck {

    private static final int VALIDATION_TIMEOUT_SECONDS = 2;

    @Resource(lookup = "java:app/jdbc/geo")
    private DataSource dataSource;

    @EJB
    private ReadModelRefresher readModels;

    @EJB
    private DatasetVersions versions;

    @Inject
    private HeapExhaustion heap;

    @Inject
    @ConfigProperty(name = "geo.data.dir")
    private Optional<String> dataDirectory;

    /**
     * Creates this bean while the application starts, when its resources can be looked up: a server may call
     * the check first from a thread outside the application (WildFly's management interface), where they cannot.
     */
    void createAtStartup(@Observes @Initialized(ApplicationScoped.class) Object applicationStarted) {
        // observing the event is what creates the bean
    }

    @Override
    public HealthCheckResponse call() {
        HealthCheckResponseBuilder response = HealthCheckResponse.named("geo-data");
        boolean databaseUp = databaseAnswers(response);
        boolean allServed = everyDatasetServed(response, databaseUp);
        boolean memoryNeverRanOut = heap.exhaustedAt() == null;
        if (!memoryNeverRanOut) {
            response.withData("memory", "ran out at " + heap.exhaustedAt() + "; this node must be restarted");
        }
        return response.status(databaseUp && allServed && memoryNeverRanOut).build();
    }

    /** Every dataset imported, and every read model serving data; read models answer even without a database. */
    private boolean everyDatasetServed(HealthCheckResponseBuilder response, boolean databaseUp) {
        boolean all = true;
        for (Dataset dataset : Dataset.values()) {
            DatasetServing serving = readModels.servingOf(dataset);
            long served = serving.servedVersion();
            long imported = databaseUp ? versions.current(dataset) : served;
            boolean ready = imported > 0 && (!serving.hasReadModel() || served > 0);
            if (!ready && imported == 0 && dataset.bundledInDataDirectory() && dataDirectory.isEmpty()) {
                // Nothing to wait for: without the data directory this node has no copy to import.
                response.withData(dataset.id(), "not imported; no bundled copy without geo.data.dir");
                continue;
            }
            String refused = serving.refusal() != null && serving.refusal().version() == imported
                    ? "; " + serving.refusal().reason() : "";
            response.withData(dataset.id(), (!ready
                    ? (imported == 0 ? "not imported yet" : "imported, read model not loaded yet")
                    : !serving.hasReadModel() ? "imported (data version " + imported + ")"
                    : "serving data version " + served) + refused);
            all &= ready;
        }
        return all;
    }

    private boolean databaseAnswers(HealthCheckResponseBuilder response) {
        try (Connection connection = dataSource.getConnection()) {
            boolean valid = connection.isValid(VALIDATION_TIMEOUT_SECONDS);
            response.withData("database", valid ? "reachable" : "not answering");
            return valid;
        } catch (SQLException e) {
            response.withData("database", "unreachable: " + e.getMessage());
            return false;
        }
    }
}
