package dev.geolookup.web.mcp;

import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.ServiceClient;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.junit.jupiter.api.Test;

import java.io.File;
import java.io.IOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.TimeUnit;

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
        Path project = Path.of("target", "mcp-ts-client");
        copyClientProject(project);
        run(project, List.of("npm", "install", "--no-audit", "--no-fund", "--loglevel=error"));
        String output = run(project, List.of("node", "client.mjs", base.toString().replaceAll("/$", "") + "/mcp"));

        JsonObject report = (JsonObject) ServiceClient.parse(output.lines().reduce((first, last) -> last).orElseThrow());
        assertThat(report.getJsonObject("server").getString("name")).isEqualTo("geo-lookup");
        assertThat(report.getJsonArray("tools")).hasSize(13);
        assertThat(report.getJsonArray("tools")).allSatisfy(tool ->
                assertThat(tool.asJsonObject().get("readOnly")).isEqualTo(JsonValue.TRUE));
        JsonObject france = report.getJsonObject("country");
        assertThat(france.getString("name")).isEqualTo("France");
        assertThat(france.getString("capital")).isEqualTo("Paris");
        assertThat(france.keySet()).containsExactlyInAnyOrder("name", "capital");
        assertThat(report.getJsonNumber("distanceKm").doubleValue()).isCloseTo(Math.PI / 2 * 6371.0088, within(1e-6));
        assertThat(report.getJsonObject("refused").getBoolean("isError")).isTrue();
        assertThat(report.getJsonObject("refused").getString("text")).isEqualTo("limit must be between 1 and 100");
    }

    private static void copyClientProject(Path project) throws IOException {
        Files.createDirectories(project);
        for (String file : List.of("package.json", "client.mjs")) {
            Files.copy(Path.of("src", "test", "node", "mcp-client", file), project.resolve(file),
                    StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static String run(Path directory, List<String> command) throws IOException, InterruptedException {
        File log = Files.createTempFile("mcp-ts", ".log").toFile();
        Process process = new ProcessBuilder(command).directory(directory.toFile())
                .redirectErrorStream(true).redirectOutput(log).start();
        boolean finished = process.waitFor(5, TimeUnit.MINUTES);
        String output = Files.readString(log.toPath(), StandardCharsets.UTF_8);
        if (!finished) {
            process.destroyForcibly();
        }
        assertThat(finished && process.exitValue() == 0).as(command + " failed:\n" + output).isTrue();
        return output;
    }
}
