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
import jakarta.json.JsonString;
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
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
        assertThat(initialized.serverInfo().title()).isEqualTo("Geo lookup");
        assertThat(initialized.serverInfo().websiteUrl()).startsWith("http");
        assertThat(initialized.serverInfo().icons()).singleElement()
                .satisfies(icon -> assertThat(icon.src()).startsWith("data:image/svg+xml;base64,"));
        assertThat(initialized.capabilities().tools()).isNotNull();
        assertThat(initialized.capabilities().resources()).isNotNull();
        assertThat(initialized.capabilities().completions()).isNotNull();
        assertThat(initialized.instructions()).contains("GeoNames (CC BY 4.0)", "ODbL", "geo://sources");
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
                .containsOnlyKeys("lat", "lng", "limit", "offset", "radiusKm", "country", "featureClass", "lang");
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

    /** A country as an agent writes it, by name in any language or by alpha-3 code, where a code is asked. */
    @Test
    void aCountryIsTakenByItsNameWhereACodeIsAsked() {
        assertSameAs(call("get_country", Map.of("code", "Germany")), "alpha/de");
        assertSameAs(call("get_country", Map.of("code", "Deutschland")), "alpha/de");
        assertSameAs(call("get_country", Map.of("code", "côte d'ivoire")), "alpha/ci");
        assertResults(call("lookup_postal_code", Map.of("code", "10115", "country", "Germany")),
                "postal?code=10115&country=DE");
        assertResults(call("lookup_postal_code", Map.of("code", "75001", "country", "FRA")),
                "postal?code=75001&country=FR");
        assertResults(call("list_subdivisions", Map.of("country", "Austria")), "subdivisions?country=AT");
        assertResults(call("nearest_places", Map.of("lat", 48.2, "lng", 16.37, "country", "Österreich")),
                "places/near?lat=48.2&lng=16.37&country=AT");
        assertToolError("get_country", Map.of("code", "Atlantis"), "code: no country has the code or name 'Atlantis'");
        assertToolError("lookup_postal_code", Map.of("code", "10115", "country", "Atlantis"),
                "country: no country has the code or name 'Atlantis'; give an ISO 3166-1 alpha-2 code such as DE, "
                        + "or find one with search_countries");
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
        assertSameAs(call("reverse_geocode", Map.of("lat", 48.2, "lng", 16.37, "lang", "de")),
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
        assertResults(call("search_cities", Map.of("q", "paris", "near", Map.of("lat", 32.78, "lng", -96.8),
                "bias", 0.7, "limit", 3)), "cities?q=paris&lat=32.78&lng=-96.8&bias=0.7&limit=3&fuzzy=true");
        assertResults(call("search_places", Map.of("q", "spring", "country", "US", "admin1", "IL",
                "bbox", List.of(-92, 36, -87, 43), "featureClass", "P")),
                "places?q=spring&country=US&admin1=IL&bbox=-92,36,-87,43&class=P&fuzzy=true");
        assertResults(call("search_places", Map.of("near", Map.of("lat", 48.2, "lng", 16.37),
                "radiusKm", 10, "limit", 5)), "places?lat=48.2&lng=16.37&radiusKm=10&limit=5&fuzzy=true");
        assertSameAs(call("time_at_point", Map.of("lat", 52.52, "lng", 13.405,
                "at", "2026-07-01T12:00:00Z")), "timezone?lat=52.52&lng=13.405&at=2026-07-01T12:00:00Z");
        assertToolError("search_cities", Map.of("q", "paris", "near", Map.of("lat", 32.78)),
                "near must have lat and lng");
        assertToolError("search_cities", Map.of("q", "paris", "bias", 0.5), "bias needs lat and lng");
        assertToolError("search_places", Map.of("q", "x", "bbox", List.of(1, 50, 2, 49)),
                "bbox minLat must not be greater than maxLat");
        assertToolError("time_at_point", Map.of("lat", 1, "lng", 2, "at", "noon"),
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
        assertSameAs(call("reverse_geocode", Map.of("lat", 48.8566, "lng", 2.3522, "fields", "name")),
                "reverse?lat=48.8566&lng=2.3522&fields=name");
        assertSameAs(call("reverse_geocode", Map.of("lat", 0.5, "lng", -30, "radiusKm", 400)),
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
        assertToolError("get_country", Map.of("code", "zz"), "no country with the code zz");
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
        assertToolError("get_city", Map.of("geonameId", 1), "no city with the GeoNames id 1");
        assertToolError("get_city", Map.of("geonameId", 2867714 + 1_000_000_000), "no city with the GeoNames id");
        assertToolError("get_place", Map.of("geonameId", 7), "no place with the GeoNames id 7");
        assertToolError("place_hierarchy", Map.of("geonameId", 7, "city", true), "no city with the GeoNames id 7");
        assertToolError("list_subdivisions", Map.of("parent", "US-ZZ"), "no subdivision with the code US-ZZ");
        assertToolError("search_cities", Map.of("q", "san", "offset", 150, "limit", 60),
                "offset + limit must be at most 200");
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
        assertToolError("distance", Map.of("from", 2950159, "to", 1), "no city with the GeoNames id 2950159 or 1");
        assertToolError("geolocate_ip", Map.of("ip", "999.1.1.1"), "Invalid IP address");
        assertToolError("geolocate_ip", Map.of("ip", "10.1.1.1"), "no country is known for 10.1.1.1");
        assertToolError("geolocate_ip", Map.of(), "give either ip or ips");
        assertToolError("lookup_asn", Map.of("asn", "ASx"), "Invalid AS number");
        assertToolError("lookup_asn", Map.of("asn", "4294967295"), "no autonomous system 4294967295");
        assertToolError("geolocate_ip", Map.of("ips", List.of()), "the array must hold at least one IP");
        assertToolError("geolocate_ip", Map.of("ips", List.of(1, 2)), "every element of ips must be a string");
        assertToolError("geolocate_ip", Map.of("ip", List.of("8.8.8.8")), "ip must be a single value");
        assertToolError("ip_data_source", Map.of("verbose", true), "unknown argument(s) [verbose]");
        assertToolError("reverse_geocode", Map.of("lat", 91, "lng", 0),
                "lat must be between -90 and 90");
        assertToolError("reverse_geocode", Map.of("lat", 1), "lat and lng are required");
        assertToolError("reverse_geocode", Map.of("lat", 1, "lng", 1, "radiusKm", 501),
                "radiusKm must be between 0 and 500");
    }

    @Test
    void listsSayWhetherMoreExistAndHowToGetThem() {
        JsonObject first = structured(call("search_cities", Map.of("q", "san", "limit", 5))).asJsonObject();
        assertResults(call("search_cities", Map.of("q", "san", "limit", 5)), "cities?q=san&limit=5&fuzzy=true");
        assertThat(first.getBoolean("truncated")).isTrue();
        assertThat(first.getInt("offset")).isZero();
        assertThat(first.getInt("nextOffset")).isEqualTo(5);
        JsonObject second = structured(call("search_cities", Map.of("q", "san", "limit", 5, "offset", 5)))
                .asJsonObject();
        JsonArray firstTen = rest("cities?q=san&limit=11&fuzzy=true").asJsonArray();
        assertThat(byValue(second.getJsonArray("results")))
                .isEqualTo(byValue(Json.createArrayBuilder(firstTen.subList(5, 10)).build()));
        assertThat(second.getInt("nextOffset")).isEqualTo(10);

        // Around Reykjavik within 20 km: fewer cities than a page, so nothing more and no next page.
        JsonObject all = structured(call("nearest_cities", Map.of("lat", 64.14, "lng", -21.9, "radiusKm", 20)))
                .asJsonObject();
        JsonArray near = rest("cities/near?lat=64.14&lng=-21.9&radiusKm=20&limit=100").asJsonArray();
        assertThat(near.size()).isBetween(1, 9);
        assertThat(byValue(all.getJsonArray("results"))).isEqualTo(byValue(near));
        assertThat(all.getBoolean("truncated")).isFalse();
        assertThat(all.containsKey("nextOffset")).isFalse();

        JsonObject europe = structured(call("search_countries", Map.of("region", "europe", "limit", 10)))
                .asJsonObject();
        JsonArray countries = rest("region/europe").asJsonArray();
        assertThat(europe.getInt("total")).isEqualTo(countries.size()).isGreaterThan(40);
        assertThat(byValue(europe.getJsonArray("results")))
                .isEqualTo(byValue(Json.createArrayBuilder(countries.subList(0, 10)).build()));
        assertThat(europe.getInt("nextOffset")).isEqualTo(10);
        JsonObject states = structured(call("list_subdivisions", Map.of("country", "DE"))).asJsonObject();
        assertThat(states.getInt("total")).isEqualTo(16);
        assertThat(states.getBoolean("truncated")).isFalse();
        JsonObject beyond = structured(call("list_subdivisions", Map.of("country", "DE", "offset", 20)))
                .asJsonObject();
        assertThat(beyond.getJsonArray("results")).isEmpty();
        assertThat(beyond.getString("hint")).contains("offset 20");

        JsonObject nothing = structured(call("search_places", Map.of("q", "qqqxzzqj", "country", "DE",
                "fuzzy", false))).asJsonObject();
        assertThat(nothing.getJsonArray("results")).isEmpty();
        assertThat(nothing.getBoolean("truncated")).isFalse();
        assertThat(nothing.getString("hint")).contains("q", "country", "fuzzy");
        JsonObject path = structured(call("place_hierarchy", Map.of("geonameId", 2950159))).asJsonObject();
        assertThat(path.getInt("total")).isEqualTo(path.getJsonArray("results").size()).isGreaterThanOrEqualTo(3);
    }

    /**
     * Each record of the page, in order, has one link, by the key member the record shows and named by its name
     * member; a record that shows no key (fields left it out) has none.
     */
    private static void assertLinksNameTheirRecords(McpSchema.CallToolResult result, String uriPrefix, String key) {
        JsonArray records = structured(result).asJsonObject().getJsonArray("results");
        List<String> expected = new ArrayList<>();
        for (JsonObject record : records.getValuesAs(JsonObject.class)) {
            JsonValue id = key == null ? null : record.get(key);
            if (id == null || id.getValueType() == JsonValue.ValueType.NULL) {
                continue;
            }
            String shown = id instanceof JsonString text ? text.getString() : id.toString();
            expected.add(uriPrefix + shown + " " + (record.get("name") instanceof JsonString name ? name.getString()
                    : shown));
        }
        assertThat(result.content()).filteredOn(McpSchema.ResourceLink.class::isInstance)
                .extracting(link -> ((McpSchema.ResourceLink) link).uri() + " " + ((McpSchema.ResourceLink) link).name())
                .containsExactlyElementsOf(expected);
        if (key != null) {
            assertThat(expected).as("the page links something").isNotEmpty();
        }
    }

    @Test
    void recordsLinkToTheirResourcesWhichReadAsTheRestRecords() {
        McpSchema.CallToolResult city = call("get_city", Map.of("geonameId", 2950159));
        assertThat(city.content()).filteredOn(McpSchema.ResourceLink.class::isInstance).singleElement()
                .satisfies(link -> {
                    assertThat(((McpSchema.ResourceLink) link).uri()).isEqualTo("geo://places/2950159");
                    assertThat(((McpSchema.ResourceLink) link).name()).isEqualTo("Berlin");
                });
        McpSchema.CallToolResult states = call("list_subdivisions", Map.of("country", "US", "limit", 3));
        assertThat(states.content()).filteredOn(McpSchema.ResourceLink.class::isInstance).hasSize(3)
                .allSatisfy(link -> assertThat(((McpSchema.ResourceLink) link).uri()).startsWith("geo://subdivisions/US-"));

        assertLinksNameTheirRecords(call("search_countries", Map.of("region", "europe", "offset", 3, "limit", 4)),
                "geo://countries/", "alpha2Code");
        assertLinksNameTheirRecords(call("search_countries", Map.of("name", "island", "fields", "name,capital")),
                "geo://countries/", null);
        assertLinksNameTheirRecords(call("search_cities", Map.of("q", "sao", "limit", 6, "offset", 2)),
                "geo://places/", "geonameId");
        assertLinksNameTheirRecords(call("search_places", Map.of("q", "Köln", "lang", "de", "limit", 3)),
                "geo://places/", "geonameId");
        assertLinksNameTheirRecords(call("nearest_places", Map.of("lat", 35.68, "lng", 139.69, "limit", 4,
                "lang", "ja")), "geo://places/", "geonameId");
        assertLinksNameTheirRecords(call("list_subdivisions", Map.of("country", "GB", "offset", 2, "limit", 5)),
                "geo://subdivisions/", "isoCode");

        assertThat(client.listResourceTemplates().resourceTemplates()).extracting(McpSchema.ResourceTemplate::uriTemplate)
                .containsExactlyInAnyOrder("geo://countries/{code}", "geo://places/{geonameId}",
                        "geo://subdivisions/{code}", "geo://feature-codes/{featureCode}");
        assertThat(read("geo://countries/DE")).isEqualTo(rest("alpha/de?full=true"));
        assertThat(read("geo://places/2950159")).isEqualTo(rest("places/2950159"));
        assertThat(read("geo://subdivisions/US-CA")).isEqualTo(rest("subdivisions/US-CA"));
        assertThat(read("geo://subdivisions/US.CA.037")).isEqualTo(rest("subdivisions/US.CA.037"));
        // GeoNames' own words for the code (https://www.geonames.org/export/codes.html).
        assertThat(read("geo://feature-codes/PPLA2").asJsonObject().getString("name"))
                .isEqualTo("seat of a second-order administrative division");
        assertThatThrownBy(() -> client.readResource(new McpSchema.ReadResourceRequest("geo://countries/ZZ")))
                .hasMessageContaining("no country with the code ZZ");
        assertThatThrownBy(() -> client.readResource(new McpSchema.ReadResourceRequest("geo://places/abc")))
                .hasMessageContaining("geonameId");

        assertThat(client.listResources().resources()).extracting(McpSchema.Resource::uri).contains("geo://sources");
        String sources = ((McpSchema.TextResourceContents) client.readResource(
                new McpSchema.ReadResourceRequest("geo://sources")).contents().get(0)).text();
        assertThat(sources).contains("CC BY 4.0, © GeoNames", "ODbL", "DB-IP");
    }

    @Test
    void completesCountrySubdivisionAndFeatureCodes() {
        List<String> countries = complete("geo://countries/{code}", "code", "d");
        JsonArray all = rest("countries?fields=alpha2Code").asJsonArray();
        List<String> expected = all.stream().map(country -> country.asJsonObject().getString("alpha2Code"))
                .filter(code -> code.startsWith("D")).sorted().toList();
        assertThat(countries).isEqualTo(expected).contains("DE", "DK");
        assertThat(complete("geo://subdivisions/{code}", "code", "US-C")).contains("US-CA", "US-CO", "US-CT")
                .allMatch(code -> code.startsWith("US-C"));
        assertThat(complete("geo://subdivisions/{code}", "code", "u")).contains("US-", "UA-");
        assertThat(complete("geo://feature-codes/{featureCode}", "featureCode", "ppla"))
                .containsExactly("PPLA", "PPLA2", "PPLA3", "PPLA4");
    }

    private List<String> complete(String template, String argument, String value) {
        return client.completeCompletion(new McpSchema.CompleteRequest(new McpSchema.ResourceReference(template),
                new McpSchema.CompleteRequest.CompleteArgument(argument, value))).completion().values();
    }

    private JsonValue read(String uri) {
        McpSchema.ReadResourceResult result = client.readResource(new McpSchema.ReadResourceRequest(uri));
        return ServiceClient.parse(((McpSchema.TextResourceContents) result.contents().get(0)).text());
    }

    @Test
    void theServerKeepsNoSessionAndRefusesInJsonRpc() throws IOException, InterruptedException {
        HttpClient http = HttpClient.newHttpClient();
        URI endpoint = URI.create(base.toString()).resolve("/mcp");
        HttpResponse<String> initialized = post(http, endpoint, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":"
                + "\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},"
                + "\"clientInfo\":{\"name\":\"raw\",\"version\":\"1\"}}}", "Content-Type", "application/json");
        assertThat(initialized.statusCode()).isEqualTo(200);
        assertThat(initialized.body()).contains("\"geo-lookup\"");
        assertThat(initialized.headers().firstValue("Mcp-Session-Id")).isEmpty();
        String ping = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"ping\"}";
        assertThat(post(http, endpoint, ping, "Content-Type", "application/json", "Mcp-Session-Id", "from-elsewhere",
                "MCP-Protocol-Version", "2025-06-18").statusCode()).as("a session id of another server")
                .isEqualTo(200);

        assertJsonRpcError(post(http, endpoint, ping, "Content-Type", "application/json",
                "MCP-Protocol-Version", "1999-01-01"), 400, "Unsupported MCP-Protocol-Version 1999-01-01");
        assertJsonRpcError(post(http, endpoint, ping, "Content-Type", "text/plain"), 415, "application/json");
        assertJsonRpcError(post(http, endpoint, "{not json", "Content-Type", "application/json"), 400, "not valid JSON");
        assertJsonRpcError(post(http, endpoint, "[" + "1,".repeat(40_000) + "1]", "Content-Type", "application/json"),
                413, "over 64 KB");
        HttpResponse<String> get = http.send(HttpRequest.newBuilder(endpoint).header("Accept", "text/event-stream")
                .GET().build(), HttpResponse.BodyHandlers.ofString());
        assertJsonRpcError(get, 405, "no session");
        assertThat(get.headers().firstValue("Allow")).hasValue("POST");
        assertJsonRpcError(http.send(HttpRequest.newBuilder(endpoint).DELETE().build(),
                HttpResponse.BodyHandlers.ofString()), 405, "no session");
    }

    private static HttpResponse<String> post(HttpClient http, URI endpoint, String body, String... headers)
            throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(endpoint)
                .header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        for (int i = 0; i < headers.length; i += 2) {
            request.header(headers[i], headers[i + 1]);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static void assertJsonRpcError(HttpResponse<String> response, int status, String reason) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        JsonObject error = (JsonObject) ServiceClient.parse(response.body());
        assertThat(error.getString("jsonrpc")).isEqualTo("2.0");
        assertThat(error.getJsonObject("error").getString("message")).contains(reason);
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

    /**
     * The page's records are the REST answer's (RankedPages says which REST answer a ranked page holds), the numbers
     * compared by value: a list's text is written by the SDK's JSON mapper, which may write 63.20 as 63.2.
     */
    private void assertResults(McpSchema.CallToolResult result, String restPath) {
        JsonObject structured = structured(result).asJsonObject();
        JsonValue expected = RankedPages.isRanked(restPath)
                ? RankedPages.page(restPath, rest(RankedPages.oneMore(restPath)).asJsonArray()) : rest(restPath);
        assertThat(expected.getValueType()).isEqualTo(JsonValue.ValueType.ARRAY);
        assertThat(byValue(structured.getJsonArray("results"))).as(restPath).isEqualTo(byValue(expected));
    }

    private void assertToolError(String tool, Map<String, Object> arguments, String reason) {
        McpSchema.CallToolResult result = call(tool, arguments);
        assertThat(result.isError()).as(tool + " " + arguments).isTrue();
        assertThat(((McpSchema.TextContent) result.content().get(0)).text()).as(tool + " " + arguments).contains(reason);
    }
}
