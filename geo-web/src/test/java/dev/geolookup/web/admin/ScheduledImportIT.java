package dev.geolookup.web.admin;

import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.ServiceClient;
import dev.geolookup.web.support.TestEnvironment;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The import schedule on the server's EJB timer service: the test servers refresh admin2-codes from the bundled
 * file every minute (GEO_IMPORT_ADMIN2_CODES_SCHEDULE and _SOURCE in the build), a dataset no read model serves,
 * so nothing else the tests check moves. Nobody starts an admin2-codes import by hand, so a run that starts while
 * this test waits was started by the schedule.
 */
class ScheduledImportIT extends DeployedService {

    private static final String DATASET = "admin2-codes";

    @Test
    void theScheduleStartsARunThatSwapsItsDataIn() throws InterruptedException {
        Instant testStarted = Instant.now();
        Instant deadline = testStarted.plus(Duration.ofMinutes(3));
        Optional<JsonObject> scheduled = Optional.empty();
        while (Instant.now().isBefore(deadline)) {
            scheduled = latestRunStartedAfter(testStarted).filter(run -> run.getString("status").equals("SUCCEEDED"));
            if (scheduled.isPresent()) {
                break;
            }
            Thread.sleep(1000);
        }
        assertThat(scheduled).as("a scheduled %s run that succeeded, started after %s", DATASET, testStarted)
                .isPresent();
        JsonObject run = scheduled.get();
        assertThat(run.getString("source")).isEqualTo("bundled");
        assertThat(run.getJsonNumber("rowsWritten").longValue()).isGreaterThan(40_000);
        assertThat(run.getJsonNumber("rowsSkipped").longValue()).isZero();
    }

    private Optional<JsonObject> latestRunStartedAfter(Instant after) {
        JsonArray runs = (JsonArray) ServiceClient.parse(
                service.get("admin/imports?limit=50", TestEnvironment.adminAuthorization()).body());
        return runs.getValuesAs(JsonObject.class).stream()
                .filter(run -> run.getString("dataset").equals(DATASET))
                .filter(run -> Instant.parse(run.getString("startedAt")).isAfter(after))
                .findFirst();
    }
}
