package dev.geolookup.web.subdivision;

import dev.geolookup.search.BundledGazetteer;
import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.ServiceClient;
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
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/** /subdivisions against the bundled admin codes: every division listed, found by either code, refused plainly. */
class SubdivisionApiIT extends DeployedService {

    private static final Path GEONAMES = BundledGazetteer.DATASETS.resolve("geonames");

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
        JsonObject ileDeFrance = service.getObject("subdivisions/fr-idf");
        assertThat(ileDeFrance.getString("code")).as("a region no outline is, coded by iso-codes").isEqualTo("FR.11");
        assertThat(ileDeFrance.getString("isoCode")).isEqualTo("FR-IDF");
        assertThat(ileDeFrance.getString("type")).isEqualTo("Metropolitan region");
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
        assertThat(country.getInt("geonameId")).as("GeoNames' Germany").isEqualTo(2921044);
        assertThat(country.getString("featureCode")).isEqualTo("PCLI");
        JsonObject state = berlin.getJsonObject(1);
        assertThat(state.getString("featureCode")).isEqualTo("ADM1");
        assertThat(state.getString("code")).isEqualTo("DE.16");
        assertThat(state.getInt("geonameId")).isEqualTo(2950157);
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
    void everyCountryAndLocatedDivisionIsAPlaceWithAPointAndATimeZone() throws IOException {
        JsonObject bavaria = service.getObject("places/2951839");
        assertThat(bavaria.getString("name")).isEqualTo("Bavaria");
        assertThat(bavaria.getString("featureCode")).isEqualTo("ADM1");
        assertThat(service.getObject("places/2921044").getString("featureCode")).isEqualTo("PCLI");
        assertThat(service.getArray("places?q=california&class=A").getJsonObject(0).getInt("geonameId"))
                .isEqualTo(5332921);
        assertThat(service.getArray("places?q=Bayern").getValuesAs(JsonObject.class).stream().limit(3)
                .map(place -> place.getInt("geonameId")).toList()).contains(2951839);
        assertThat(service.getObject("places/4843378").getString("name")).as("a city of cities15000 only")
                .isEqualTo("Southington");
        int admin1s = 0;
        int unlocated = 0;
        for (String country : codesByCountry("admin1CodesASCII.txt.gz").keySet()) {
            HttpResponse<String> answer = service.get("subdivisions?country=" + country);
            if (answer.statusCode() != 200) {
                continue;
            }
            for (JsonObject division : ((JsonArray) ServiceClient.parse(answer.body())).getValuesAs(JsonObject.class)) {
                admin1s++;
                if (division.isNull("latitude") || division.isNull("timezone")) {
                    unlocated++;
                }
            }
        }
        assertThat(unlocated).as("first-level divisions without a point or a time zone, of %d", admin1s)
                .isLessThanOrEqualTo(admin1s * 12 / 1000);
        for (JsonObject region : service.getArray("subdivisions?country=FR").getValuesAs(JsonObject.class)) {
            assertThat(region.isNull("latitude")).as(region.getString("name")).isFalse();
            assertThat(region.getString("timezone")).isEqualTo("Europe/Paris");
        }
        assertThat(service.getObject("subdivisions/RU-MOW").getString("code")).isEqualTo("RU.48");
        assertThat(service.getObject("subdivisions/RU-MOS").getString("code")).isEqualTo("RU.47");
        assertThat(service.get("subdivisions/CZ-ST").statusCode()).as("withdrawn in 2011").isEqualTo(404);
    }

    @Test
    void asGeoJsonEachDivisionComesWithItsOutline() {
        JsonArray states = service.getArray("subdivisions?country=US");
        JsonObject collection = service.getObject("subdivisions?country=US&format=geojson");
        assertThat(collection.getString("type")).isEqualTo("FeatureCollection");
        List<JsonObject> features = collection.getJsonArray("features").getValuesAs(JsonObject.class);
        assertThat(features.stream().map(feature -> feature.getJsonObject("properties")).toList())
                .as("the properties are the JSON records, in the same order").isEqualTo(states);
        JsonObject california = features.stream()
                .filter(feature -> feature.getJsonObject("properties").getString("code").equals("US.CA"))
                .findFirst().orElseThrow();
        assertThat(california.getJsonNumber("id").longValue()).isEqualTo(5332921);
        JsonObject outline = california.getJsonObject("geometry");
        assertThat(outline.getString("type")).isEqualTo("MultiPolygon");
        double[] box = boundingBox(outline);
        assertThat(box[0]).as("west").isBetween(-124.6, -124.0);
        assertThat(box[1]).as("south").isBetween(32.4, 32.8);
        assertThat(box[2]).as("east").isBetween(-114.4, -113.9);
        assertThat(box[3]).as("north").isBetween(41.9, 42.1);
        JsonObject byHeader = (JsonObject) ServiceClient.parse(service.get("subdivisions/US-CA",
                "Accept", "application/geo+json").body());
        assertThat(byHeader.getString("type")).isEqualTo("Feature");
        assertThat(byHeader.getJsonObject("geometry")).isEqualTo(outline);
        assertThat(byHeader.getJsonObject("properties")).isEqualTo(service.getObject("subdivisions/US-CA"));
        JsonObject ileDeFrance = service.getObject("subdivisions/FR.11?format=geojson").getJsonObject("geometry");
        assertThat(ileDeFrance.getJsonArray("coordinates").size()).as("the region is its eight departments")
                .isGreaterThanOrEqualTo(8);
        assertThat(service.getObject("subdivisions/FR.11/children?format=geojson").getJsonArray("features"))
                .isNotEmpty();
    }

    /** West, south, east and north of a MultiPolygon's coordinates. */
    private static double[] boundingBox(JsonObject multiPolygon) {
        double[] box = {Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE};
        for (JsonArray polygon : multiPolygon.getJsonArray("coordinates").getValuesAs(JsonArray.class)) {
            for (JsonArray ring : polygon.getValuesAs(JsonArray.class)) {
                for (JsonArray position : ring.getValuesAs(JsonArray.class)) {
                    double lng = position.getJsonNumber(0).doubleValue();
                    double lat = position.getJsonNumber(1).doubleValue();
                    box[0] = Math.min(box[0], lng);
                    box[1] = Math.min(box[1], lat);
                    box[2] = Math.max(box[2], lng);
                    box[3] = Math.max(box[3], lat);
                }
            }
        }
        return box;
    }

    @Test
    void anIsoCodeIsTakenWhereverAnAdmin1CodeIs() {
        JsonArray springfields = service.getArray("places?q=springfield&admin1=US-IL&limit=50");
        assertThat(springfields).isNotEmpty()
                .isEqualTo(service.getArray("places?q=springfield&country=US&admin1=IL&limit=50"));
        assertThat(springfields.getValuesAs(JsonObject.class)).allSatisfy(place -> {
            assertThat(place.getString("countryCode")).isEqualTo("US");
            assertThat(place.getString("admin1Code")).isEqualTo("IL");
        });
        assertThat(service.getArray("cities?q=san&admin1=us-ca")).isNotEmpty()
                .isEqualTo(service.getArray("cities?q=san&country=US&admin1=CA"));
        HttpResponse<String> geocoded = service.send("POST", "cities/geocode", "name,admin1\nSpringfield,US-IL\n"
                + "Springfield,US-MA\n", "Content-Type", "text/csv", "Accept", "application/json");
        assertThat(geocoded.body().lines().map(line -> (JsonObject) ServiceClient.parse(line))
                .map(row -> row.getString("countryCode") + "." + row.getString("admin1Code")).toList())
                .containsExactly("US.IL", "US.MA");
        assertThat(service.getArray("cities?q=paris&admin1=FR-IDF").getValuesAs(JsonObject.class))
                .extracting(city -> city.getString("admin1Code")).isNotEmpty().containsOnly("11");
        HttpResponse<String> unknown = service.get("places?q=springfield&admin1=US-ZZ");
        assertThat(unknown.statusCode()).isEqualTo(400);
        assertThat(unknown.body()).contains("US-ZZ is not the ISO 3166-2 code of a first-level division");
        HttpResponse<String> elsewhere = service.get("cities?q=san&country=MX&admin1=US-CA");
        assertThat(elsewhere.statusCode()).isEqualTo(400);
        assertThat(elsewhere.body()).contains("US-CA is not a first-level division of MX");
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
