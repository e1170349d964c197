package dev.geolookup.web.mcp;

import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.ServiceClient;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.spec.McpSchema;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonStructure;
import jakarta.json.JsonValue;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The MCP endpoint through the official Java SDK client: the whole protocol, and every tool with valid and
 * invalid arguments. Valid answers must equal what the REST endpoint answers, since both call one service.
 */
class McpApiIT extends DeployedService {

    private static final Set<String> TOOLS = Set.of("get_country", "search_countries", "search_cities", "get_city",
            "nearest_cities", "search_places", "get_place", "nearest_places", "lookup_postal_code",
            "nearest_postal_codes", "distance", "geolocate_ip", "ip_data_source", "lookup_asn",
            "reverse_geocode", "time_at_point", "geocode_list", "list_subdivisions",
            "place_hierarchy");

    @ArquillianResource
    private URL base;

    private McpSyncClient client;

    @BeforeEach
    void connect() {
        client = McpClient.sync(HttpClientStreamableHttpTransport.builder(base.toString()).endpoint("/mcp").build())
                .requestTimeout(Duration.ofSeconds(30))
                .build();
        McpSchema.InitializeResult initialized = client.initialize();
        assertThat(initialized.serverInfo().name()).isEqualTo("geo-lookup");
        assertThat(initialized.capabilities().tools()).isNotNull();
    }

    @AfterEach
    void disconnect() {
        client.closeGracefully();
    }

    @Test
    void listsEveryToolReadOnlyWithSchemas() {
        assertThat(client.ping()).isNotNull();
        List<McpSchema.Tool> tools = client.listTools().tools();
        assertThat(tools.stream().map(McpSchema.Tool::name).collect(Collectors.toSet())).isEqualTo(TOOLS);
        for (McpSchema.Tool tool : tools) {
            assertThat(tool.description()).as(tool.name()).hasSizeGreaterThan(60);
            assertThat(tool.annotations().readOnlyHint()).as(tool.name()).isTrue();
            assertThat(tool.annotations().destructiveHint()).as(tool.name()).isFalse();
            assertThat(tool.inputSchema()).containsEntry("type", "object");
            assertThat(tool.outputSchema()).as(tool.name()).containsEntry("type", "object");
        }
        McpSchema.Tool near = tools.stream().filter(tool -> tool.name().equals("nearest_places")).findFirst().orElseThrow();
        assertThat(near.inputSchema()).containsEntry("required", List.of("lat", "lng"));
        assertThat(near.inputSchema().get("properties"))
                .asInstanceOf(InstanceOfAssertFactories.map(String.class, Object.class))
                .containsOnlyKeys("lat", "lng", "limit", "radiusKm", "country", "featureClass", "lang");
    }

    @Test
    void countryToolsAnswerAsTheRestEndpointsDo() {
        assertSameAs(call("get_country", Map.of("code", "de")), "alpha/de");
        assertSameAs(call("get_country", Map.of("code", "276", "fields", List.of("name", "capital"))),
                "numericcode/276?fields=name,capital");
        assertSameAs(call("get_country", Map.of("code", "GER", "codeType", "ioc")), "cioc/ger");
        assertResults(call("search_countries", Map.of("name", "united")), "name/united");
        assertResults(call("search_countries", Map.of("currency", "EUR", "full", true)), "currency/eur?full=true");
        assertResults(call("search_countries", Map.of("bordersOf", "Germany")), "borders/germany");
        assertResults(call("search_countries", Map.of("translation", "alemania")), "translation/alemania");
        assertResults(call("search_countries", Map.of("translation", "Niemcy", "fullText", true)),
                "translation/niemcy?fullText=true");
        assertResults(call("search_countries", Map.of("populationMin", 100_000_000, "populationMax", 300_000_000)),
                "population?min=100000000&max=300000000");
        assertResults(call("search_countries", Map.of("sort", "population", "order", "desc", "limit", 5)),
                "countries?sort=population&order=desc&limit=5");
        assertThat(structured(call("search_countries", Map.of("demonym", "Martian"))).asJsonObject()
                .getJsonArray("results")).isEmpty();
    }

    @Test
    void placeCityPostalDistanceAndIpToolsAnswerAsTheRestEndpointsDo() {
        assertResults(call("search_cities", Map.of("q", "saint etienne", "limit", 5)),
                "cities?q=saint%20etienne&limit=5&fuzzy=true");
        assertResults(call("search_cities", Map.of("q", "york", "limit", 3)),
                "cities?q=york&limit=3&rank=relevance&fuzzy=true");
        assertResults(call("search_cities", Map.of("q", "york", "limit", 3, "rank", "population")),
                "cities?q=york&limit=3&rank=population&fuzzy=true");
        // Every name of a place, in any script, and the name that matched.
        assertResults(call("search_cities", Map.of("q", "Москва", "limit", 3)),
                "cities?q=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0&limit=3&fuzzy=true");
        assertThat(structured(call("search_cities", Map.of("q", "Москва", "limit", 1))).asJsonObject()
                .getJsonArray("results").getJsonObject(0).getString("matchedName")).isEqualTo("Москва");
        assertResults(call("search_places", Map.of("q", "北京", "limit", 3)), "places?q=%E5%8C%97%E4%BA%AC&limit=3&fuzzy=true");
        assertSameAs(call("get_city", Map.of("geonameId", 2761369, "lang", "de")), "cities/2761369?lang=de");
        assertResults(call("search_cities", Map.of("q", "wien", "limit", 3, "lang", "ru")),
                "cities?q=wien&limit=3&lang=ru&fuzzy=true");
        assertSameAs(call("reverse_geocode", Map.of("latitude", 48.2, "longitude", 16.37, "lang", "de")),
                "reverse?lat=48.2&lng=16.37&lang=de");
        assertToolError("get_city", Map.of("geonameId", 2761369, "lang", "deutsch"), "lang must be an ISO 639-1");
        // The tools tolerate typos unless told not to.
        assertResults(call("search_cities", Map.of("q", "berln", "limit", 3)), "cities?q=berln&limit=3&fuzzy=true");
        assertResults(call("search_cities", Map.of("q", "berln", "limit", 3, "fuzzy", false)), "cities?q=berln&limit=3");
        assertSameAs(call("get_city", Map.of("geonameId", 2950159)), "cities/2950159");
        assertResults(call("nearest_cities", Map.of("lat", 48.85, "lng", 2.35, "limit", 3)), "cities/near?lat=48.85&lng=2.35&limit=3");
        assertResults(call("search_places", Map.of("q", "amstel", "country", "NL", "featureClass", "H")),
                "places?q=amstel&country=NL&class=H&fuzzy=true");
        assertSameAs(call("get_place", Map.of("geonameId", 2950159)), "places/2950159");
        // Where the user is, and where to look.
        assertResults(call("search_cities", Map.of("q", "paris", "near", Map.of("latitude", 32.78, "longitude", -96.8),
                "bias", 0.7, "limit", 3)), "cities?q=paris&lat=32.78&lng=-96.8&bias=0.7&limit=3&fuzzy=true");
        assertResults(call("search_places", Map.of("q", "spring", "country", "US", "admin1", "IL",
                "bbox", List.of(-92, 36, -87, 43), "featureClass", "P")),
                "places?q=spring&country=US&admin1=IL&bbox=-92,36,-87,43&class=P&fuzzy=true");
        assertResults(call("search_places", Map.of("near", Map.of("latitude", 48.2, "longitude", 16.37),
                "radiusKm", 10, "limit", 5)), "places?lat=48.2&lng=16.37&radiusKm=10&limit=5&fuzzy=true");
        assertSameAs(call("time_at_point", Map.of("latitude", 52.52, "longitude", 13.405,
                "at", "2026-07-01T12:00:00Z")), "timezone?lat=52.52&lng=13.405&at=2026-07-01T12:00:00Z");
        assertToolError("search_cities", Map.of("q", "paris", "near", Map.of("latitude", 32.78)),
                "near must have latitude and longitude");
        assertToolError("search_cities", Map.of("q", "paris", "bias", 0.5), "bias needs lat and lng");
        assertToolError("search_places", Map.of("q", "x", "bbox", List.of(1, 50, 2, 49)),
                "bbox minLat must not be greater than maxLat");
        assertToolError("time_at_point", Map.of("latitude", 1, "longitude", 2, "at", "noon"),
                "at must be an ISO-8601 instant");
        assertResults(call("nearest_places", Map.of("lat", -33.87, "lng", 151.21, "radiusKm", 5.5, "featureClass", "P")),
                "places/near?lat=-33.87&lng=151.21&radiusKm=5.5&class=P");
        assertResults(call("lookup_postal_code", Map.of("code", "10115", "country", "de")), "postal?code=10115&country=de");
        assertResults(call("nearest_postal_codes", Map.of("lat", 52.52, "lng", 13.4)), "postal/near?lat=52.52&lng=13.4");
        assertSameAs(call("distance", Map.of("from", 2950159, "to", 2988507)), "distance?from=2950159&to=2988507");
        assertSameAs(call("distance", Map.of("lat1", 0, "lng1", 0, "lat2", 0, "lng2", 180)),
                "distance?lat1=0&lng1=0&lat2=0&lng2=180");
        JsonArray one = structured(call("geolocate_ip", Map.of("ip", "8.8.8.8"))).asJsonObject().getJsonArray("results");
        assertThat(one).containsExactly(rest("ip/8.8.8.8"));
        JsonArray batch = structured(call("geolocate_ip", Map.of("ips", List.of("8.8.8.8", "bad", "10.0.0.1"),
                "fields", "name"))).asJsonObject().getJsonArray("results");
        assertThat(batch.getJsonObject(0).getJsonObject("country").keySet()).containsExactly("name");
        assertThat(batch.getJsonObject(1).getString("error")).isEqualTo("Invalid IP address");
        assertThat(batch.getJsonObject(2).getString("error")).isEqualTo("Country not found");
        JsonArray lean = structured(call("geolocate_ip", Map.of("ip", "1.1.1.1", "ipFields", "city,network")))
                .asJsonObject().getJsonArray("results");
        assertThat(lean).containsExactly(rest("ip/1.1.1.1?ipFields=city,network"));
        assertSameAs(call("ip_data_source", Map.of()), "ip/info");
        assertSameAs(call("lookup_asn", Map.of("asn", "AS13335")), "asn/13335");
        assertSameAs(call("reverse_geocode", Map.of("latitude", 48.8566, "longitude", 2.3522, "fields", "name")),
                "reverse?lat=48.8566&lng=2.3522&fields=name");
        assertSameAs(call("reverse_geocode", Map.of("latitude", 0.5, "longitude", -30, "radiusKm", 400)),
                "reverse?lat=0.5&lng=-30&radiusKm=400");
        JsonArray geocoded = structured(call("geocode_list", Map.of("names", List.of("München", "Parsi", "Berlin"),
                "countries", List.of("", "FR", "Narnia")))).asJsonObject().getJsonArray("results");
        List<String> asJsonLines = service.send("POST", "cities/geocode",
                "name,country\nMünchen,\nParsi,FR\nBerlin,Narnia\n", "Content-Type", "text/csv",
                "Accept", "application/json").body().lines().toList();
        assertThat(geocoded).hasSize(3);
        // The same matches as a file's JSON lines; an error's reason names the name's place in the list instead.
        for (int i = 0; i < 2; i++) {
            assertThat(geocoded.getJsonObject(i)).as("row %d", i).isEqualTo(ServiceClient.parse(asJsonLines.get(i)));
        }
        assertThat(geocoded.getJsonObject(0).getInt("geonameId")).isEqualTo(2867714);
        assertThat(geocoded.getJsonObject(2).getString("match")).isEqualTo("error");
        assertThat(geocoded.getJsonObject(2).getString("reason")).isEqualTo("line 3: unknown country 'Narnia'");
    }

    @Test
    void badArgumentsAreToolErrorsWithTheReason() {
        assertToolError("get_country", Map.of("code", "zz"), "Country not found");
        assertToolError("get_country", Map.of(), "code is required");
        assertToolError("get_country", Map.of("code", "de", "codeType", "fips"), "codeType must be iso, numeric or ioc");
        assertToolError("get_country", Map.of("code", "de", "fields", List.of("nom")), "nom");
        assertToolError("search_countries", Map.of("name", "x", "region", "Europe"), "give one criterion at a time");
        assertToolError("search_countries", Map.of("populationMin", 10, "populationMax", 5),
                "must not be greater than");
        assertToolError("search_cities", Map.of("limit", 500), "limit must be between 1 and 100");
        assertToolError("search_places", Map.of("q", "york", "rank", "nonsense"), "rank must be relevance or population");
        assertToolError("search_cities", Map.of("q", "berln", "fuzzy", "maybe"), "fuzzy must be true or false");
        assertToolError("search_cities", Map.of("limit", 2.5), "limit must be an integer");
        assertToolError("search_cities", Map.of("query", "paris"), "unknown argument(s) [query]");
        assertToolError("get_city", Map.of("geonameId", 1), "Country not found");
        assertToolError("get_place", Map.of("geonameId", "abc"), "geonameId must be a positive integer");
        assertToolError("nearest_cities", Map.of("lat", 95, "lng", 0), "lat must be between -90 and 90");
        assertToolError("nearest_places", Map.of("lat", 0), "lat and lng are required");
        assertToolError("search_places", Map.of("featureClass", "Q"), "class must be one of the feature classes");
        assertToolError("lookup_postal_code", Map.of("code", "ABCDE", "country", "DE"), "does not have the format of DE");
        assertToolError("nearest_postal_codes", Map.of("lat", 0, "lng", 0, "radiusKm", -3), "radiusKm must be greater than 0");
        assertToolError("distance", Map.of("from", 2950159), "give either from and to");
        assertToolError("geocode_list", Map.of("names", List.of()), "names must hold 1 to 1000 names");
        assertToolError("geocode_list", Map.of("names", List.of("Paris"), "against", "planets"),
                "against must be cities or places");
        assertToolError("distance", Map.of("from", 2950159, "to", 1), "Country not found");
        assertToolError("geolocate_ip", Map.of("ip", "999.1.1.1"), "Invalid IP address");
        assertToolError("geolocate_ip", Map.of("ip", "10.1.1.1"), "Country not found");
        assertToolError("geolocate_ip", Map.of(), "give either ip or ips");
        assertToolError("lookup_asn", Map.of("asn", "ASx"), "Invalid AS number");
        assertToolError("lookup_asn", Map.of("asn", "4294967295"), "Country not found");
        assertToolError("geolocate_ip", Map.of("ips", List.of()), "the array must hold at least one IP");
        assertToolError("geolocate_ip", Map.of("ips", List.of(1, 2)), "every element of ips must be a string");
        assertToolError("geolocate_ip", Map.of("ip", List.of("8.8.8.8")), "ip must be a single value");
        assertToolError("ip_data_source", Map.of("verbose", true), "unknown argument(s) [verbose]");
        assertToolError("reverse_geocode", Map.of("latitude", 91, "longitude", 0),
                "latitude must be between -90 and 90");
        assertToolError("reverse_geocode", Map.of("latitude", 1), "latitude and longitude are required");
        assertToolError("reverse_geocode", Map.of("latitude", 1, "longitude", 1, "radiusKm", 501),
                "radiusKm must be between 0 and 500");
    }

    @Test
    void sessionsEndWithDeleteAndUnknownSessionsAreRefused() throws IOException, InterruptedException {
        HttpClient http = HttpClient.newHttpClient();
        URI endpoint = URI.create(base.toString()).resolve("/mcp");
        HttpResponse<String> initialized = http.send(HttpRequest.newBuilder(endpoint)
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\","
                        + "\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},"
                        + "\"clientInfo\":{\"name\":\"raw\",\"version\":\"1\"}}}"))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertThat(initialized.statusCode()).isEqualTo(200);
        assertThat(initialized.body()).contains("\"geo-lookup\"");
        String session = initialized.headers().firstValue("Mcp-Session-Id").orElseThrow();
        HttpResponse<String> deleted = http.send(HttpRequest.newBuilder(endpoint).header("Mcp-Session-Id", session)
                .DELETE().build(), HttpResponse.BodyHandlers.ofString());
        assertThat(deleted.statusCode()).isBetween(200, 204);
        HttpResponse<String> afterDelete = http.send(HttpRequest.newBuilder(endpoint)
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .header("Mcp-Session-Id", session)
                .POST(HttpRequest.BodyPublishers.ofString("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"ping\"}"))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertThat(afterDelete.statusCode()).isEqualTo(404);
        HttpResponse<String> garbage = http.send(HttpRequest.newBuilder(endpoint)
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString("{not json"))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertThat(garbage.statusCode()).isBetween(400, 499);
    }

    @Test
    void aBrowserPageFromAnotherOriginIsRefusedAndClientsWithoutOneAreServed() {
        String initialize = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{"
                + "\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"it\",\"version\":\"1\"}}}";
        String[] mcpHeaders = {"Content-Type", "application/json", "Accept", "application/json, text/event-stream"};

        HttpResponse<String> foreign = service.send("POST", "mcp", initialize,
                withOrigin(mcpHeaders, "http://evil.example"));
        assertThat(foreign.statusCode()).isEqualTo(403);
        JsonObject refusal = (JsonObject) ServiceClient.parse(foreign.body());
        assertThat(refusal.getString("jsonrpc")).isEqualTo("2.0");
        assertThat(refusal.getJsonObject("error").getString("message")).contains("http://evil.example");
        assertThat(service.send("GET", "mcp", null, withOrigin(new String[] {"Accept", "text/event-stream"},
                "http://evil.example")).statusCode()).as("every method").isEqualTo(403);

        assertThat(service.send("POST", "mcp", initialize, withOrigin(mcpHeaders, "http://localhost:5173"))
                .statusCode()).as("a page on the loopback, any port").isEqualTo(200);
        assertThat(service.send("POST", "mcp", initialize, withOrigin(mcpHeaders,
                "http://" + base.getHost() + ":" + base.getPort())).statusCode()).as("the service's own origin")
                .isEqualTo(200);
        assertThat(service.send("POST", "mcp", initialize, mcpHeaders).statusCode()).as("no Origin: not a browser")
                .isEqualTo(200);
    }

    private static String[] withOrigin(String[] headers, String origin) {
        String[] all = Arrays.copyOf(headers, headers.length + 2);
        all[headers.length] = "Origin";
        all[headers.length + 1] = origin;
        return all;
    }

    private McpSchema.CallToolResult call(String tool, Map<String, Object> arguments) {
        return client.callTool(new McpSchema.CallToolRequest(tool, arguments));
    }

    private JsonValue rest(String path) {
        return ServiceClient.parse(service.get(path).body());
    }

    /**
     * The structured content, checked against the text content, which holds the service's JSON as it wrote it.
     * The structured copy went through the SDK's JSON mapper, which may write 63.20 as 63.2: numbers compare by value.
     */
    private static JsonValue structured(McpSchema.CallToolResult result) {
        assertThat(result.isError()).as(String.valueOf(result.content())).isFalse();
        try {
            JsonStructure structured = ServiceClient.parse(
                    McpJsonDefaults.getMapper().writeValueAsString(result.structuredContent()));
            JsonStructure text = ServiceClient.parse(((McpSchema.TextContent) result.content().get(0)).text());
            assertThat(byValue(structured)).isEqualTo(byValue(text));
            return text;
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private static JsonValue byValue(JsonValue value) {
        return switch (value.getValueType()) {
            case NUMBER -> Json.createValue(((JsonNumber) value).bigDecimalValue().stripTrailingZeros());
            case ARRAY -> {
                JsonArrayBuilder array = Json.createArrayBuilder();
                value.asJsonArray().forEach(element -> array.add(byValue(element)));
                yield array.build();
            }
            case OBJECT -> {
                JsonObjectBuilder object = Json.createObjectBuilder();
                value.asJsonObject().forEach((name, member) -> object.add(name, byValue(member)));
                yield object.build();
            }
            default -> value;
        };
    }

    private void assertSameAs(McpSchema.CallToolResult result, String restPath) {
        assertThat(structured(result)).as(restPath).isEqualTo(rest(restPath));
    }

    private void assertResults(McpSchema.CallToolResult result, String restPath) {
        JsonObject structured = structured(result).asJsonObject();
        JsonValue expected = rest(restPath);
        assertThat(expected.getValueType()).isEqualTo(JsonValue.ValueType.ARRAY);
        assertThat(structured.getJsonArray("results")).as(restPath).isEqualTo(expected);
    }

    private void assertToolError(String tool, Map<String, Object> arguments, String reason) {
        McpSchema.CallToolResult result = call(tool, arguments);
        assertThat(result.isError()).as(tool + " " + arguments).isTrue();
        assertThat(((McpSchema.TextContent) result.content().get(0)).text()).as(tool + " " + arguments).contains(reason);
    }
}
