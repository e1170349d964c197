package dev.geolookup.web.health;

import dev.geolookup.api.country.CountryLookup;
import dev.geolookup.imports.Dataset;
import dev.geolookup.readmodel.DatasetVersions;
import jakarta.annotation.Resource;
import jakarta.ejb.EJB;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.Readiness;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;

/** Ready when the database answers and every dataset is loaded (API-DECISIONS: Operations). */
@Readiness
@ApplicationScoped
public class DatabaseReadiness implements HealthCheck {

    private static final int VALIDATION_TIMEOUT_SECONDS = 2;

    @Resource(lookup = "java:app/jdbc/geo")
    private DataSource dataSource;

    @EJB
    private CountryLookup countries;

    @EJB
    private DatasetVersions versions;

    @Override
    public HealthCheckResponse call() {
        HealthCheckResponseBuilder response = HealthCheckResponse.named("geo-data");
        boolean databaseUp = databaseAnswers(response);
        boolean countriesLoaded = countries.loaded();
        response.withData("countries", countriesLoaded ? "loaded (data version " + countries.dataVersion() + ")"
                : "not loaded yet");
        boolean allImported = databaseUp && everyDatasetImported(response);
        return response.status(databaseUp && countriesLoaded && allImported).build();
    }

    private boolean everyDatasetImported(HealthCheckResponseBuilder response) {
        boolean all = true;
        for (Dataset dataset : Dataset.values()) {
            if (dataset == Dataset.COUNTRIES) {
                continue;
            }
            long version = versions.current(dataset.jobName());
            response.withData(dataset.jobName(), version > 0 ? "imported (data version " + version + ")"
                    : "not imported yet");
            all &= version > 0;
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
