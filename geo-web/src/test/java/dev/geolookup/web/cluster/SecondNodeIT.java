package dev.geolookup.web.cluster;

import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.ServiceClient;
import dev.geolookup.web.support.TestEnvironment;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URL;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A second node beside the test server: another Payara Micro running the same WAR on the same MariaDB, as in a
 * cluster behind a load balancer, started with the public rate limit on. An import on the first node reaches the
 * second one through the database (and drops the answers its response cache kept), and the second node's limit
 * answers 429 with Retry-After, counting the answers its cache gives.
 */
class SecondNodeIT extends DeployedService {

    private static final int RATE_LIMIT_PER_MINUTE = 5;
    private static final Pattern COUNTRIES_VERSION =
            Pattern.compile("(?m)^geo_readmodel_data_version\\{dataset=\"countries\"[^}]*} (\\d+)");

    private static Process node;
    private static ServiceClient second;
    private static Path log;

    @BeforeAll
    static void startSecondNode() throws IOException, InterruptedException {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        log = Path.of("target", "second-node.log");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder secondNode = new ProcessBuilder(java, "-Dgeo.rate-limit.per-minute=" + RATE_LIMIT_PER_MINUTE,
                "-Dgeo.readmodel.poll-seconds=1", "-jar", new File("target/payara-micro.jar").getAbsolutePath(),
                "--nocluster", "--systemproperties", "src/server/payara/system.properties",
                "--prebootcommandfile", "src/server/payara/pre-boot-commands.asadmin",
                "--postbootcommandfile", "src/server/payara/post-boot-commands.asadmin",
                "--port", Integer.toString(port), "--deploy", System.getProperty("geo.test.war"))
                .redirectErrorStream(true).redirectOutput(log.toFile());
        // The embedded test database's password is made up when it first starts, after the build set GEO_DB_PASSWORD.
        secondNode.environment().put("GEO_DB_PASSWORD", System.getProperty("geo.test.db.password", ""));
        node = secondNode.start();
        second = new ServiceClient(new URL("http", "127.0.0.1", port, "/"));
        second.awaitReady(Duration.ofMinutes(5));
    }

    @AfterAll
    static void stopSecondNode() throws InterruptedException {
        if (node != null) {
            node.destroy();
            if (!node.waitFor(60, TimeUnit.SECONDS)) {
                node.destroyForcibly();
            }
        }
    }

    @Test
    void anImportOnOneNodeIsServedByTheOtherAndTheRateLimitAnswers429() throws InterruptedException {
        long before = countriesVersion(second);
        HttpResponse<String> started = service.send("POST", "admin/imports/countries?source=bundled", null,
                TestEnvironment.adminAuthorization());
        assertThat(started.statusCode()).as(started.body()).isEqualTo(202);
        long runId = ((JsonObject) ServiceClient.parse(started.body())).getJsonNumber("id").longValue();
        Instant deadline = Instant.now().plus(Duration.ofMinutes(3));
        while (countriesVersion(second) <= before && Instant.now().isBefore(deadline)) {
            Thread.sleep(500);
        }
        assertThat(countriesVersion(second)).as("data version on the second node after run %d", runId)
                .isGreaterThan(before);

        // The limit is the second node's own: these are its first public requests. All but the first are answered
        // by its response cache, and count all the same.
        double hitsBefore = second.responseCacheHits();
        for (int request = 1; request <= RATE_LIMIT_PER_MINUTE; request++) {
            assertThat(second.get("alpha/fr").statusCode()).as("request %d", request).isEqualTo(200);
        }
        // The test server's schedule may have dropped the kept answer once meanwhile.
        assertThat(second.responseCacheHits() - hitsBefore).isBetween(RATE_LIMIT_PER_MINUTE - 2.0,
                RATE_LIMIT_PER_MINUTE - 1.0);
        HttpResponse<String> refused = second.get("alpha/fr");
        assertThat(refused.statusCode()).isEqualTo(429);
        assertThat(Long.parseLong(refused.headers().firstValue("Retry-After").orElseThrow())).isBetween(1L, 60L);
        assertThat(refused.headers().firstValue("Content-Type").orElseThrow()).startsWith("text/plain");
        assertThat(refused.body()).isEqualTo("\"Too many requests: at most 5 a minute from one client\"");
        assertThat(second.send("POST", "mcp", "{}", "Content-Type", "application/json").statusCode())
                .as("the MCP endpoint counts too").isEqualTo(429);
        assertThat(service.get("alpha/fr").statusCode()).as("the first node has no limit").isEqualTo(200);
        assertThat(second.health("ready").statusCode()).as("probes are not limited").isEqualTo(200);
        assertThat(countriesVersion(second)).as("metrics scrapes are not limited").isPositive();

        // The answers the second node keeps are dropped when an import on the first node reaches it.
        assertThat(second.metric("geo_response_cache_entries")).isPositive();
        long served = countriesVersion(second);
        HttpResponse<String> again = service.send("POST", "admin/imports/countries?source=bundled", null,
                TestEnvironment.adminAuthorization());
        assertThat(again.statusCode()).as(again.body()).isEqualTo(202);
        Instant dropDeadline = Instant.now().plus(Duration.ofMinutes(3));
        while ((countriesVersion(second) <= served || second.metric("geo_response_cache_entries") > 0)
                && Instant.now().isBefore(dropDeadline)) {
            Thread.sleep(500);
        }
        assertThat(countriesVersion(second)).isGreaterThan(served);
        assertThat(second.metric("geo_response_cache_entries")).as("answers kept on the second node").isZero();
    }

    private static long countriesVersion(ServiceClient node) {
        String metrics = node.get("metrics").body();
        Matcher version = COUNTRIES_VERSION.matcher(metrics);
        assertThat(version.find()).as(() -> "countries version on /metrics: "
                + metrics.substring(0, Math.min(500, metrics.length()))).isTrue();
        return Long.parseLong(version.group(1));
    }
}
