package dev.geolookup.web.mcp;

import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.NodeProject;
import dev.geolookup.web.support.ServiceClient;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URL;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The MCP endpoint through the official TypeScript SDK client (npm @modelcontextprotocol/sdk, installed here by
 * npm into target/), as a Node agent would connect: Streamable HTTP, tools/list, three tool calls.
 */
class McpTypeScriptClientIT extends DeployedService {

    @ArquillianResource
    private URL base;

    @Test
    void theTypeScriptClientListsToolsAndCallsThem() throws IOException, InterruptedException {
        String output = NodeProject.installed("mcp-client")
                .lastLineOf("client.mjs", base.toString().replaceAll("/$", "") + "/mcp");

        JsonObject report = (JsonObject) ServiceClient.parse(output);
        assertThat(report.getJsonObject("server").getString("name")).isEqualTo("geo-lookup");
        assertThat(report.getJsonArray("tools")).hasSize(17);
        assertThat(report.getJsonArray("tools")).allSatisfy(tool ->
                assertThat(tool.asJsonObject().get("readOnly")).isEqualTo(JsonValue.TRUE));
        JsonObject france = report.getJsonObject("country");
        assertThat(france.getString("name")).isEqualTo("France");
        assertThat(france.getString("capital")).isEqualTo("Paris");
        assertThat(france.keySet()).containsExactlyInAnyOrder("name", "capital");
        assertThat(report.getJsonNumber("distanceKm").doubleValue()).isCloseTo(Math.PI / 2 * 6371.0088, within(1e-6));
        assertThat(report.getJsonObject("refused").getBoolean("isError")).isTrue();
        assertThat(report.getJsonObject("refused").getString("text")).isEqualTo("limit must be between 1 and 100");
        // Each tool called once; the SDK refuses an answer that does not keep to the tool's output schema, which is
        // the OpenAPI contract's schema of the same record.
        assertThat(report.getJsonArray("calls")).hasSize(17).allSatisfy(call -> {
            JsonObject answer = call.asJsonObject();
            assertThat(answer.containsKey("failure")).as(answer.toString()).isFalse();
            assertThat(answer.getBoolean("isError")).as(answer.toString()).isFalse();
            assertThat(answer.getBoolean("structured")).as(answer.toString()).isTrue();
        });
    }
}
