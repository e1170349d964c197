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
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A second node beside the test server: another Payara Micro running the same WAR on the same MariaDB, as in a
 * cluster behind a load balancer, started with the public rate limit on and the loopback as its trusted proxy. An
 * import on the first node reaches the second one through the database (and drops the answers its response cache
 * kept), and the second node's limit answers 429 with Retry-After, counting the answers its cache gives. An MCP
 * conversation spread over both nodes, as a balancer without sticky sessions spreads it, is answered throughout.
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
                "-Dgeo.ip.trusted-proxies=127.0.0.1",
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
        HttpResponse<String> mcpRefused = second.send("POST", "mcp", "{}", "Content-Type", "application/json");
        assertThat(mcpRefused.statusCode()).as("the MCP endpoint counts too").isEqualTo(429);
        assertThat(((JsonObject) ServiceClient.parse(mcpRefused.body())).getJsonObject("error").getString("message"))
                .as("as a JSON-RPC error").startsWith("Too many requests");
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

    /**
     * initialize on the first node, then every later message on the second and the last one back on the first: a
     * client behind the balancer (X-Forwarded-For, which the second node believes of the loopback), whose five
     * messages to the second node are its limit there, and the sixth a JSON-RPC 429.
     */
    @Test
    void anMcpConversationContinuesOnAnyNode() {
        String client = "198.51.100.7";
        HttpResponse<String> initialized = mcp(service, client, null, """
                {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25",                "capabilities":{},"clientInfo":{"name":"balanced","version":"1"}}}""");
        assertThat(initialized.statusCode()).as(initialized.body()).isEqualTo(200);
        JsonObject result = ((JsonObject) ServiceClient.parse(initialized.body())).getJsonObject("result");
        assertThat(result.getString("protocolVersion")).isEqualTo("2025-11-25");
        assertThat(initialized.headers().firstValue("Mcp-Session-Id")).as("no session to keep").isEmpty();

        String version = "2025-11-25";
        assertThat(mcp(second, client, version, """
                {"jsonrpc":"2.0","method":"notifications/initialized"}""").statusCode()).isEqualTo(202);
        HttpResponse<String> tools = mcp(second, client, version, """
                {"jsonrpc":"2.0","id":2,"method":"tools/list"}""");
        assertThat(tools.statusCode()).as(tools.body()).isEqualTo(200);
        assertThat(((JsonObject) ServiceClient.parse(tools.body())).getJsonObject("result").getJsonArray("tools"))
                .hasSizeGreaterThan(10);
        JsonObject country = toolResult(mcp(second, client, version, """
                {"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"get_country","arguments":                {"code":"fr"}}}"""));
        assertThat(country.getJsonObject("structuredContent").getString("capital")).isEqualTo("Paris");
        JsonObject cities = toolResult(mcp(second, client, version, """
                {"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"search_cities","arguments":                {"q":"san","limit":5}}}"""));
        assertThat(cities.getJsonObject("structuredContent").getBoolean("truncated")).isTrue();
        JsonObject next = toolResult(mcp(second, client, version, """
                {"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"search_cities","arguments":                {"q":"san","limit":5,"offset":5}}}"""));
        assertThat(next.getJsonObject("structuredContent").getJsonArray("results")).hasSize(5)
                .doesNotContainAnyElementsOf(cities.getJsonObject("structuredContent").getJsonArray("results"));
        JsonObject back = toolResult(mcp(service, client, version, """
                {"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"distance","arguments":                {"from":2950159,"to":2988507}}}"""));
        assertThat(back.getJsonObject("structuredContent").getJsonNumber("distanceKm").doubleValue())
                .isBetween(870.0, 885.0);

        HttpResponse<String> limited = mcp(second, client, version, """
                {"jsonrpc":"2.0","id":7,"method":"ping"}""");
        assertThat(limited.statusCode()).isEqualTo(429);
        assertThat(limited.headers().firstValue("Retry-After")).isPresent();
        JsonObject refusal = (JsonObject) ServiceClient.parse(limited.body());
        assertThat(refusal.getString("jsonrpc")).isEqualTo("2.0");
        assertThat(refusal.getJsonObject("error").getString("message")).startsWith("Too many requests");
    }

    private static HttpResponse<String> mcp(ServiceClient node, String client, String version, String message) {
        List<String> headers = new ArrayList<>(List.of("Content-Type", "application/json",
                "Accept", "application/json, text/event-stream", "X-Forwarded-For", client));
        if (version != null) {
            headers.addAll(List.of("MCP-Protocol-Version", version));
        }
        return node.send("POST", "mcp", message, headers.toArray(String[]::new));
    }

    private static JsonObject toolResult(HttpResponse<String> response) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        JsonObject result = ((JsonObject) ServiceClient.parse(response.body())).getJsonObject("result");
        assertThat(result.getBoolean("isError")).as(response.body()).isFalse();
        return result;
    }

    private static long countriesVersion(ServiceClient node) {
        String metrics = node.get("metrics").body();
        Matcher version = COUNTRIES_VERSION.matcher(metrics);
        assertThat(version.find()).as(() -> "countries version on /metrics: "
                + metrics.substring(0, Math.min(500, metrics.length()))).isTrue();
        return Long.parseLong(version.group(1));
    }
}
