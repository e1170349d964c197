package dev.geolookup.web.cluster;

import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.ServiceClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URL;
import java.net.http.HttpResponse;
import java.nio.file.Path;
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
            stopNode();
            node = null;
        }
        assertThat(service.health("ready").statusCode()).as("the first node is unaffected").isEqualTo(200);
    }

    private ServiceClient start(Path log) throws IOException {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder builder = new ProcessBuilder(java, "-Dgeo.readmodel.heap-limit-mb=64",
                "-Dgeo.readmodel.poll-seconds=1", "-jar", new File("target/payara-micro.jar").getAbsolutePath(),
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

    /** Readiness once it names the refusal of the places, or the last answer at the deadline. */
    private HttpResponse<String> awaitRefusal(ServiceClient small, Duration timeout) throws InterruptedException {
        Instant deadline = Instant.now().plus(timeout);
        HttpResponse<String> last = null;
        while (Instant.now().isBefore(deadline)) {
            try {
                last = small.health("ready");
                if (last.body().contains("not loaded: its read model needs about")) {
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
