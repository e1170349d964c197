package dev.geolookup.web.cluster;

import dev.geolookup.search.BundledGazetteer;
import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.ServiceClient;
import dev.geolookup.web.support.TestDatabaseQueries;
import dev.geolookup.web.support.TestEnvironment;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.BufferedWriter;
import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URL;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A node whose heap cannot hold the gazetteer a refresh brings: a second Payara Micro on the test database, its read
 * models limited to 64 MB of heap (geo.readmodel.heap-limit-mb), less than the bundled places and cities need
 * beside the other models. It refuses to build them instead of running out of memory: it stays up, answers what it
 * holds, and its readiness and metrics say which version it did not load and the -Xmx that would. Restarted with the
 * same heap, it does the same, never exiting in a loop.
 */
class SmallHeapNodeIT extends DeployedService {

    private static final String REFUSED_PLACES = "geo_readmodel_refused_version{dataset=\"places\"}";

    private Process node;

    @AfterEach
    void stopNode() throws InterruptedException {
        if (node != null) {
            node.destroy();
            if (!node.waitFor(60, TimeUnit.SECONDS)) {
                node.destroyForcibly();
            }
        }
    }

    @Test
    void aNodeThatCannotHoldTheGazetteerRefusesToBuildItAndSaysWhyAcrossARestart() throws Exception {
        for (int start = 1; start <= 2; start++) {
            ServiceClient small = start(Path.of("target", "small-heap-node-" + start + ".log"));
            HttpResponse<String> ready = awaitRefusal(small, Duration.ofMinutes(5));
            assertThat(ready.statusCode()).as("start %d: nothing of the places served, so not ready", start)
                    .isEqualTo(503);
            assertThat(ready.body()).as("start %d", start).contains("not loaded: its read model needs about")
                    .contains("start the node with -Xmx");
            assertThat(small.metric(REFUSED_PLACES)).as("start %d", start).isPositive();
            assertThat(small.get("alpha/de").statusCode()).as("start %d: what it holds is answered", start)
                    .isEqualTo(200);
            assertThat(small.health("live").statusCode()).as("start %d: alive", start).isEqualTo(200);
            assertThat(node.isAlive()).as("start %d: the process did not exit", start).isTrue();
            if (start == 1) {
                theRefusalIsNotedInTheRecordOfTheImportThatMadeTheVersion();
                anImportNoNodeOfThisHeapCouldLoadIsRefusedBeforeItStarts(small);
                anImportWhoseStartLookedSmallerIsRefusedBeforeItIsSwappedIn(small);
            }
            stopNode();
            node = null;
        }
        assertThat(service.health("ready").statusCode()).as("the first node is unaffected").isEqualTo(200);
    }

    private void theRefusalIsNotedInTheRecordOfTheImportThatMadeTheVersion() {
        JsonArray runs = importRuns();
        assertThat(runs.stream().map(JsonObject.class::cast)
                .filter(run -> run.getString("dataset").equals("places") && run.containsKey("notes"))
                .flatMap(run -> run.getJsonArray("notes").getValuesAs(JsonString.class).stream())
                .map(JsonString::getString))
                .as("the notes of the places runs")
                .anySatisfy(note -> assertThat(note).contains("serves the previous data: data version")
                        .contains("start the node with -Xmx"));
    }

    /** The bundled cities500 as a places source: about 105 MB to build, where the node may take 57. */
    private void anImportNoNodeOfThisHeapCouldLoadIsRefusedBeforeItStarts(ServiceClient small) throws IOException {
        Path source = Files.createTempFile("places-too-large", ".zip");
        Files.copy(BundledGazetteer.DATASETS.resolve("geonames/cities500.zip"), source,
                StandardCopyOption.REPLACE_EXISTING);
        HttpResponse<String> refused = small.send("POST", "admin/imports/places?source="
                + URLEncoder.encode(source.toString(), StandardCharsets.UTF_8), null,
                TestEnvironment.adminAuthorization());
        Files.delete(source);
        assertThat(refused.statusCode()).as(refused.body()).isEqualTo(409);
        assertThat(refused.body()).contains("the import of places is refused: its read model would need about")
                .contains("a node of -Xmx 64 MB has at most 57 MB for it")
                .contains("start the nodes with -Xmx1g or more");
        // Counted by source: a scheduled import of another dataset may begin on the first node meanwhile.
        assertThat(importRuns().stream().map(JsonObject.class::cast)
                .filter(run -> run.getString("source", "").equals(source.toString())))
                .as("no run began for the refused file").isEmpty();
    }

    /**
     * A cities file of 160,000 short rows: its first 4 MB, scaled by four fifths, promise about 55 MB, under the 57
     * the node may take; the rows written need about 68. The run fails before its swap and the cities stay.
     */
    private void anImportWhoseStartLookedSmallerIsRefusedBeforeItIsSwappedIn(ServiceClient small)
            throws IOException, InterruptedException {
        long citiesBefore = TestDatabaseQueries.count("city");
        Path file = Files.createTempFile("cities-too-many", ".txt");
        try (BufferedWriter writer = Files.newBufferedWriter(file)) {
            for (int id = 1; id <= 160_000; id++) {
                writer.write(id + "\tP" + id + "\tP" + id + "\t\t10.0\t20.0\tP\tPPL\tNL\t\t07\t\t\t\t100\t\t\t"
                        + "Europe/Amsterdam\t2024-01-01\n");
            }
        }
        HttpResponse<String> started = small.send("POST", "admin/imports/cities?source="
                + URLEncoder.encode(file.toString(), StandardCharsets.UTF_8), null, TestEnvironment.adminAuthorization());
        assertThat(started.statusCode()).as(started.body()).isEqualTo(202);
        int runId = ((JsonObject) ServiceClient.parse(started.body())).getInt("id");
        JsonObject run = small.awaitImportEnd(runId);
        try {
            assertThat(run.getString("status")).as(run.toString()).isEqualTo("FAILED");
            assertThat(run.getString("error")).contains("refused, the previous data stays served: its read model "
                    + "would need about");
            assertThat(TestDatabaseQueries.count("city")).as("the cities of before").isEqualTo(citiesBefore);
        } finally {
            if (!run.getString("status").equals("FAILED")) {
                HttpResponse<String> restore = service.send("POST", "admin/imports/cities?source=bundled", null,
                        TestEnvironment.adminAuthorization());
                service.awaitImportEnd(((JsonObject) ServiceClient.parse(restore.body())).getInt("id"));
            }
            Files.deleteIfExists(file);
        }
    }

    private JsonArray importRuns() {
        return (JsonArray) ServiceClient.parse(service.get("admin/imports?limit=1000",
                TestEnvironment.adminAuthorization()).body());
    }

    private ServiceClient start(Path log) throws IOException {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder builder = new ProcessBuilder(java, "-Dgeo.readmodel.heap-limit-mb=64",
                "-Dgeo.readmodel.poll-seconds=1", "-Dgeo.admin.user=" + System.getProperty(TestEnvironment.ADMIN_USER),
                "-Dgeo.admin.password=" + System.getProperty(TestEnvironment.ADMIN_PASSWORD),
                "-Dgeo.import.allowed-sources=" + System.getProperty("java.io.tmpdir"), "-jar", new File("target/payara-micro.jar").getAbsolutePath(),
                "--nocluster", "--systemproperties", "src/server/payara/system.properties",
                "--prebootcommandfile", "src/server/payara/pre-boot-commands.asadmin",
                "--postbootcommandfile", "src/server/payara/post-boot-commands.asadmin",
                "--port", Integer.toString(port), "--deploy", System.getProperty("geo.test.war"))
                .redirectErrorStream(true).redirectOutput(log.toFile());
        // The embedded test database's password is made up when it first starts, after the build set GEO_DB_PASSWORD.
        builder.environment().put("GEO_DB_PASSWORD", System.getProperty("geo.test.db.password", ""));
        // A node of its own: the first node's snapshots (the build's environment names their folder) are not its own.
        builder.environment().remove("GEO_READ_MODEL_SNAPSHOT_DIR");
        node = builder.start();
        return new ServiceClient(new URL("http", "127.0.0.1", port, "/"));
    }

    /**
     * Readiness once it names the refusal of the places and the application answers its paths, or the last answer
     * at the deadline. Readiness answers as soon as the application's beans are up; on a slow machine Payara mapped
     * the application's resources seconds later, and a request meanwhile got the container's own 404.
     */
    private HttpResponse<String> awaitRefusal(ServiceClient small, Duration timeout) throws InterruptedException {
        Instant deadline = Instant.now().plus(timeout);
        HttpResponse<String> last = null;
        while (Instant.now().isBefore(deadline)) {
            try {
                last = small.health("ready");
                if (last.body().contains("not loaded: its read model needs about")
                        && small.get("alpha/de").statusCode() != 404) {
                    return last;
                }
            } catch (AssertionError notListeningYet) {
                // not up yet
            }
            assertThat(node.isAlive()).as("the node process is running").isTrue();
            Thread.sleep(1000);
        }
        return last;
    }
}
