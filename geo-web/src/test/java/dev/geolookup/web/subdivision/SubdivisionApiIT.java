package dev.geolookup.web.subdivision;

import dev.geolookup.web.support.DeployedService;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/** /subdivisions against the bundled admin codes: every division listed, found by either code, refused plainly. */
class SubdivisionApiIT extends DeployedService {

    private static final Path GEONAMES = Path.of("../geo-batch/src/main/resources/datasets/geonames");

    @Test
    void everyCountryListsEveryGeoNamesAdmin1() throws IOException {
        Map<String, Set<String>> admin1ByCountry = codesByCountry("admin1CodesASCII.txt.gz");
        int listed = 0;
        for (Map.Entry<String, Set<String>> country : admin1ByCountry.entrySet()) {
            HttpResponse<String> answer = service.get("subdivisions?country=" + country.getKey());
            if (answer.statusCode() == 400) {
                continue; // a code GeoNames divides that the country records do not hold (none today)
            }
            JsonArray divisions = service.getArray("subdivisions?country=" + country.getKey());
            Set<String> codes = divisions.getValuesAs(JsonObject.class).stream()
                    .map(division -> division.getString("code")).collect(Collectors.toCollection(TreeSet::new));
            assertThat(codes).as(country.getKey()).isEqualTo(country.getValue());
            listed += divisions.size();
        }
        assertThat(listed).isGreaterThan(3_800);
    }

    @Test
    void aDivisionByEitherCodeWithItsIsoCodeTypeAndNames() {
        JsonObject california = service.getObject("subdivisions/US-CA");
        assertThat(california).isEqualTo(service.getObject("subdivisions/us.ca"));
        assertThat(california.getString("code")).isEqualTo("US.CA");
        assertThat(california.getString("isoCode")).isEqualTo("US-CA");
        assertThat(california.getString("type")).isEqualTo("State");
        assertThat(california.getInt("level")).isEqualTo(1);
        assertThat(california.get("parentCode")).isEqualTo(JsonValue.NULL);
        assertThat(california.getString("timezone")).isEqualTo("America/Los_Angeles");
        assertThat(service.getObject("subdivisions/DE-BY?lang=de").getString("name")).isEqualTo("Bayern");
        assertThat(service.getObject("subdivisions/DE-BY?lang=ru").getString("name")).isEqualTo("Бавария");
        JsonObject bavaria = service.getObject("subdivisions/DE-BY?lang=en");
        assertThat(bavaria.getString("name")).isEqualTo("Bavaria");
        JsonObject paris = service.getObject("subdivisions/FR-75");
        assertThat(paris.getString("code")).isEqualTo("FR.11.75");
        assertThat(paris.getInt("level")).isEqualTo(2);
        assertThat(paris.getString("parentCode")).isEqualTo("FR.11");
    }

    @Test
    void childrenAreTheNextLevelDown() throws IOException {
        Set<String> californiaCounties = codesByCountry("admin2Codes.txt.gz").getOrDefault("US", Set.of()).stream()
                .filter(code -> code.startsWith("US.CA.")).collect(Collectors.toCollection(TreeSet::new));
        JsonArray children = service.getArray("subdivisions/US-CA/children");
        Set<String> codes = children.getValuesAs(JsonObject.class).stream().map(child -> child.getString("code"))
                .collect(Collectors.toCollection(TreeSet::new));
        assertThat(codes).isEqualTo(californiaCounties).hasSize(58);
        assertThat(children.getJsonObject(0).getString("parentCode")).isEqualTo("US.CA");
        assertThat(service.getArray("subdivisions/FR.11.75/children")).isEmpty();
        JsonArray level2 = service.getArray("subdivisions?country=USA&level=2");
        assertThat(level2.size()).isGreaterThan(3_000);
    }

    @Test
    void aPlaceHierarchyGoesFromTheCountryDownToThePlace() {
        JsonArray berlin = service.getArray("cities/2950159/hierarchy?lang=de");
        JsonObject country = berlin.getJsonObject(0);
        assertThat(country.getString("code")).isEqualTo("DE");
        assertThat(country.getString("name")).isEqualTo("Deutschland");
        JsonObject state = berlin.getJsonObject(1);
        assertThat(state.getString("featureCode")).isEqualTo("ADM1");
        assertThat(state.getString("code")).isEqualTo("DE.16");
        JsonObject itself = berlin.getJsonObject(berlin.size() - 1);
        assertThat(itself.getInt("geonameId")).isEqualTo(2950159);
        assertThat(itself.get("code")).isEqualTo(JsonValue.NULL);
        JsonArray sacramento = service.getArray("places/5389489/hierarchy");
        assertThat(sacramento.getValuesAs(JsonObject.class).stream().map(step -> step.get("code").toString()).toList())
                .startsWith("\"US\"", "\"US.CA\"", "\"US.CA.067\"");
        assertThat(service.get("places/1/hierarchy").statusCode()).isEqualTo(404);
        assertThat(service.get("places/abc/hierarchy").statusCode()).isEqualTo(400);
    }

    @Test
    void badInputIsA400WithAReasonAndAnUnknownCodeA404() {
        for (String path : new String[] {"subdivisions", "subdivisions?country=", "subdivisions?country=XX",
                "subdivisions?country=DE&level=3", "subdivisions?country=DE&lang=123", "subdivisions/abc",
                "subdivisions/US_CA", "subdivisions/US-CA?lang=x"}) {
            HttpResponse<String> answer = service.get(path);
            assertThat(answer.statusCode()).as(path).isEqualTo(400);
            assertThat(answer.headers().firstValue("Content-Type").orElse("")).as(path).startsWith("text/plain");
            assertThat(answer.body()).as(path).isNotBlank();
        }
        for (String path : new String[] {"subdivisions/US-ZZ", "subdivisions/US.ZZ", "subdivisions/US.ZZ/children",
                "subdivisions/XX.01"}) {
            HttpResponse<String> answer = service.get(path);
            assertThat(answer.statusCode()).as(path).isEqualTo(404);
            assertThat(answer.body()).as(path).contains("Subdivision not found");
        }
    }

    private static Map<String, Set<String>> codesByCountry(String file) throws IOException {
        Map<String, Set<String>> byCountry = new TreeMap<>();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(new GZIPInputStream(
                Files.newInputStream(GEONAMES.resolve(file))), StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                String code = line.substring(0, line.indexOf('\t'));
                byCountry.computeIfAbsent(code.substring(0, 2), country -> new TreeSet<>()).add(code);
            }
        }
        return byCountry;
    }
}
