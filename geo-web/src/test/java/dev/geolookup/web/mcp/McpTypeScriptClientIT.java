package dev.geolookup.web.mcp;

import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.JsonByValue;
import dev.geolookup.web.support.NodeProject;
import dev.geolookup.web.support.ServiceClient;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.net.URL;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The MCP endpoint through the official TypeScript SDK client (npm @modelcontextprotocol/sdk, installed here by
 * npm into target/), as a Node agent would connect: Streamable HTTP, tools/list, a call of every tool, a search paged
 * by its nextOffset, a resource read by a template's URI and a completion.
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
        assertThat(report.getJsonArray("tools")).hasSize(RestCounterparts.PATHS.size());
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
        // the OpenAPI contract's schema of the same record. What each answered is what its REST endpoint answers.
        JsonArray calls = report.getJsonArray("calls");
        assertThat(calls).hasSize(RestCounterparts.PATHS.size()).allSatisfy(call -> {
            JsonObject answer = call.asJsonObject();
            assertThat(answer.containsKey("failure")).as(answer.toString()).isFalse();
            assertThat(answer.getBoolean("isError")).as(answer.toString()).isFalse();
            assertThat(answer.get("structured")).as(answer.toString()).isInstanceOf(JsonObject.class);
        });
        for (JsonValue call : calls) {
            String tool = call.asJsonObject().getString("name");
            JsonObject structured = call.asJsonObject().getJsonObject("structured");
            String page = RestCounterparts.PATHS.get(tool);
            String path = RankedPages.isRanked(page) ? RankedPages.oneMore(page) : page;
            JsonValue answer = path.startsWith("CSV ") ? geocodedLines(path.substring(4))
                    : ServiceClient.parse(path.startsWith("POST ") ? service.send("POST", path.substring(5,
                            path.indexOf(' ', 5)), path.substring(path.indexOf(' ', 5) + 1),
                            "Content-Type", "application/json").body() : service.get(path).body());
            JsonValue rest = RankedPages.isRanked(page) ? RankedPages.page(page, answer.asJsonArray()) : answer;
            if (rest instanceof JsonArray list) {
                // A list's page: the REST list's records, with what the page holds of the whole beside them.
                assertThat(JsonByValue.numbers(withoutLineNumbers(structured).asJsonObject().get("results")))
                        .as("%s against %s", tool, path)
                        .isEqualTo(JsonByValue.numbers(withoutLineNumbers(Json.createObjectBuilder()
                                .add("results", list).build()).asJsonObject().get("results")));
                assertThat(structured.containsKey("total") || structured.containsKey("truncated")).as(tool).isTrue();
            } else {
                assertThat(JsonByValue.numbers(structured)).as("%s against %s", tool, path)
                        .isEqualTo(JsonByValue.numbers(rest));
            }
        }

        JsonObject paged = report.getJsonObject("page");
        JsonArray firstTen = ServiceClient.parse(service.get("cities?q=san&limit=11&fuzzy=true").body()).asJsonArray();
        assertThat(paged.getJsonObject("first").getBoolean("truncated")).isTrue();
        assertThat(paged.getJsonObject("first").getInt("nextOffset")).isEqualTo(5);
        assertThat(JsonByValue.numbers(paged.getJsonObject("next").getJsonArray("results"))).isEqualTo(
                JsonByValue.numbers(Json.createArrayBuilder(firstTen.subList(5, 10)).build()));
        assertThat(paged.getJsonArray("links")).hasSize(5).allSatisfy(uri ->
                assertThat(((JsonString) uri).getString()).startsWith("geo://places/"));
        assertThat(report.getJsonArray("templates")).hasSize(4);
        assertThat(JsonByValue.numbers(report.getJsonObject("franceResource"))).isEqualTo(JsonByValue.numbers(
                ServiceClient.parse(service.get("alpha/fr?full=true").body())));
        assertThat(report.getJsonObject("completion").getJsonArray("values")).isNotEmpty().allSatisfy(code ->
                assertThat(((JsonString) code).getString()).startsWith("F"));
        assertThat(report.getJsonObject("completion").getJsonArray("values").toString()).contains("\"FR\"");
    }

    /** The JSON lines of a CSV file geocoded against the cities. */
    private JsonArray geocodedLines(String csv) {
        JsonArrayBuilder lines = Json.createArrayBuilder();
        service.send("POST", "cities/geocode", csv, "Content-Type", "text/csv", "Accept", "application/x-ndjson")
                .body().lines().forEach(line -> lines.add(ServiceClient.parse(line)));
        return lines.build();
    }

    /**
     * The answer with each geocoded row's reason less its "line N: ": a list's names count from 1, a file's lines
     * from its header.
     */
    private static JsonValue withoutLineNumbers(JsonValue answer) {
        if (!(answer instanceof JsonObject object) || !(object.get("results") instanceof JsonArray results)) {
            return answer;
        }
        JsonArrayBuilder rows = Json.createArrayBuilder();
        for (JsonValue row : results) {
            rows.add(row instanceof JsonObject result && result.get("reason") instanceof jakarta.json.JsonString reason
                    ? Json.createObjectBuilder(result).add("reason", reason.getString()
                            .replaceFirst("^line \\d+: ", "")).build() : row);
        }
        return Json.createObjectBuilder(object).add("results", rows).build();
    }

    /**
     * The REST request that answers what each tool call of client.mjs asks, in the client's order; the search tools
     * are typo-tolerant unless told otherwise, the REST searches only when told.
     */
    private static final class RestCounterparts {

        static final Map<String, String> PATHS = orderedPaths(
                "get_country", "alpha/de?full=true",
                "search_countries", "region/europe",
                "distance", "distance?from=2950159&to=2988507",
                "geolocate_ip", "POST ip [\"8.8.8.8\",\"not an address\",\"10.0.0.1\"]",
                "ip_data_source", "ip/info",
                "lookup_asn", "asn/AS13335",
                "search_cities", "cities?q=Wien&lang=de&lat=48.2&lng=16.37&fuzzy=true",
                "get_city", "cities/2761369?lang=ja",
                "nearest_cities", "cities/near?lat=48.2&lng=16.37&limit=3",
                "search_places", "places?q=%D0%BC%D0%BE%D1%81%D0%BA%D0%B2%D0%B0&limit=5&fuzzy=true",
                "get_place", "places/2988507",
                "nearest_places", "places/near?lat=0&lng=-30&limit=3",
                "lookup_postal_code", "postal?code=10115",
                "nearest_postal_codes", "postal/near?lat=52.53&lng=13.38&limit=3",
                "reverse_geocode", "reverse?lat=0&lng=-30",
                "time_at_point", "timezone?lat=28.61&lng=77.21&at=2026-07-01T12:00:00Z",
                "geocode_list", "CSV name,country\nMünchen,\nSpringfield,US\nQqqxzzqj,\nBerlin,Narnia\n",
                "list_subdivisions", "subdivisions?country=DE&lang=de",
                "place_hierarchy", "cities/2950159/hierarchy?lang=de");

        private static Map<String, String> orderedPaths(String... toolsAndPaths) {
            Map<String, String> paths = new LinkedHashMap<>();
            for (int i = 0; i < toolsAndPaths.length; i += 2) {
                paths.put(toolsAndPaths[i], toolsAndPaths[i + 1]);
            }
            return paths;
        }
    }
}
