package dev.geolookup.web.postal;

import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.GazetteerOracle;
import dev.geolookup.web.support.TestDatabaseQueries;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The postal endpoints: lookups in every bundled country, code forms, formats and nearest codes. */
class PostalApiIT extends DeployedService {

    private record Entry(String countryCode, String postalCode, String placeName, Double latitude, Double longitude) {
    }

    @Test
    void everyCountryOfTheDataAnswersOneOfItsOwnCodes() {
        List<Entry> firstOfEachCountry = TestDatabaseQueries.rows("SELECT p.country_code, p.postal_code, "
                + "p.place_name, p.latitude, p.longitude FROM postal_code p JOIN (SELECT MIN(id) id FROM postal_code "
                + "GROUP BY country_code) f ON f.id = p.id", PostalApiIT::entry);
        assertThat(firstOfEachCountry).hasSizeGreaterThanOrEqualTo(90);
        for (Entry entry : firstOfEachCountry) {
            JsonArray found = service.getArray("postal/" + entry.countryCode().toLowerCase() + "/" + encode(entry.postalCode()));
            assertThat(found).as(entry.toString()).isNotEmpty();
            assertThat(found).as(entry.toString()).anySatisfy(value -> {
                JsonObject record = value.asJsonObject();
                assertThat(record.getString("countryCode")).isEqualTo(entry.countryCode());
                assertThat(record.getString("postalCode")).isEqualTo(entry.postalCode());
                assertThat(record.getString("placeName")).isEqualTo(entry.placeName());
            });
        }
    }

    @Test
    void recordsCarryTheDecidedFieldsAndEveryPlaceOfACode() {
        long places = TestDatabaseQueries.count("postal_code WHERE country_code = 'DE' AND code_key = '10115'");
        JsonArray berlin = service.getArray("postal/DE/10115");
        assertThat(berlin).hasSize((int) places);
        JsonObject record = berlin.getJsonObject(0);
        assertThat(record.keySet()).containsExactly("countryCode", "postalCode", "placeName", "adminName1",
                "adminCode1", "adminName2", "adminCode2", "adminName3", "adminCode3", "latitude", "longitude",
                "accuracy");
        assertThat(record.getString("placeName")).isEqualTo("Berlin");
        String sharedCode = TestDatabaseQueries.text("SELECT code_key FROM postal_code WHERE country_code = ? "
                + "GROUP BY code_key HAVING COUNT(*) > 3 ORDER BY code_key LIMIT 1", "FR");
        long sharing = TestDatabaseQueries.count("postal_code WHERE country_code = 'FR' AND code_key = '" + sharedCode + "'");
        assertThat(service.getArray("postal/fr/" + sharedCode)).hasSize((int) sharing);
    }

    @Test
    void codesCompareWithoutCaseAndSpaces() {
        assertThat(service.getArray("postal/GB/sw1a").getJsonObject(0).getString("postalCode")).isEqualTo("SW1A");
        // GeoNames holds GB outward codes, NL and CA leading parts: a full code finds its leading part.
        assertThat(service.getArray("postal/gb/SW1A%201AA").getJsonObject(0).getString("postalCode")).isEqualTo("SW1A");
        assertThat(service.getArray("postal/GB/sw1a1aa").getJsonObject(0).getString("postalCode")).isEqualTo("SW1A");
        String nl = TestDatabaseQueries.text("SELECT postal_code FROM postal_code WHERE country_code = ? LIMIT 1", "NL");
        assertThat(service.getArray("postal/NL/" + nl + "%20ab").getJsonObject(0).getString("postalCode")).isEqualTo(nl);
        String ca = TestDatabaseQueries.text("SELECT postal_code FROM postal_code WHERE country_code = ? LIMIT 1", "CA");
        assertThat(service.getArray("postal/CA/" + ca.toLowerCase() + "%201A1").getJsonObject(0)
                .getString("postalCode")).isEqualTo(ca);
        String pl = TestDatabaseQueries.text("SELECT postal_code FROM postal_code WHERE country_code = ? LIMIT 1", "PL");
        assertThat(pl).contains("-");
        assertThat(service.getArray("postal/PL/" + pl).getJsonObject(0).getString("postalCode")).isEqualTo(pl);
        String br = TestDatabaseQueries.text("SELECT postal_code FROM postal_code WHERE country_code = ? LIMIT 1", "BR");
        assertThat(service.getArray("postal/br/" + br).getJsonObject(0).getString("postalCode")).isEqualTo(br);
        String mt = TestDatabaseQueries.text("SELECT postal_code FROM postal_code WHERE country_code = ? LIMIT 1", "MT");
        assertThat(service.getArray("postal/MT/" + mt.toLowerCase()).getJsonObject(0).getString("postalCode")).isEqualTo(mt);
    }

    @Test
    void searchWithoutACountryFindsTheCodeEverywhere() {
        List<String> countries = TestDatabaseQueries.rows("SELECT DISTINCT country_code FROM postal_code "
                + "WHERE code_key = '10115' ORDER BY country_code", row -> row.getString(1));
        assertThat(countries).hasSizeGreaterThan(1);
        assertThat(service.getArray("postal?code=10115").stream()
                .map(value -> value.asJsonObject().getString("countryCode")).distinct().sorted().toList())
                .isEqualTo(countries);
        assertThat(service.getArray("postal?code=10115&country=de")).allSatisfy(value ->
                assertThat(value.asJsonObject().getString("countryCode")).isEqualTo("DE"));
        assertThat(service.getArray("postal?code=ZZZZ9")).isEmpty();
    }

    @Test
    void malformedAndUnknownCodes() {
        HttpResponse<String> malformed = service.get("postal/DE/ABCDE");
        assertThat(malformed.statusCode()).isEqualTo(400);
        assertThat(malformed.body()).isEqualTo("\"postal code ABCDE does not have the format of DE codes: ##### "
                + "(# a digit, @ a letter)\"");
        HttpResponse<String> unknown = service.get("postal/DE/00000");
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(unknown.body()).isEqualTo("\"Postal code not found: DE has no postal code 00000\"");
        assertThat(service.get("postal/XX/12345").statusCode()).isEqualTo(400);
        assertThat(service.get("postal/DEU/12345").statusCode()).isEqualTo(400);
        assertThat(service.get("postal?country=DE").statusCode()).isEqualTo(400);
        assertThat(service.get("postal?code=" + "1".repeat(21)).statusCode()).isEqualTo(400);
    }

    @Test
    void nearestCodesAgreeWithABruteForceScan() {
        List<Entry> located = TestDatabaseQueries.rows("SELECT country_code, postal_code, place_name, latitude, "
                + "longitude FROM postal_code WHERE latitude IS NOT NULL", PostalApiIT::entry);
        Random random = new Random(5);
        double[][] points = {{52.52, 13.40}, {51.5, -0.12}, {-33.87, 151.21}, {90, 0}, {0, -179.9}, {35.0, -40.0}};
        for (int i = 0; i < points.length + 20; i++) {
            double[] point = i < points.length ? points[i]
                    : new double[] {random.nextDouble() * 180 - 90, random.nextDouble() * 360 - 180};
            JsonArray answer = service.getArray("postal/near?lat=" + point[0] + "&lng=" + point[1] + "&limit=5");
            List<Double> expected = located.stream()
                    .map(e -> GazetteerOracle.distanceKm(point[0], point[1], e.latitude(), e.longitude()))
                    .sorted(Comparator.naturalOrder())
                    .limit(5)
                    .toList();
            assertThat(answer).hasSize(5);
            for (int j = 0; j < 5; j++) {
                JsonObject record = answer.getJsonObject(j);
                assertThat(record.getJsonNumber("distanceKm").doubleValue()).as("%s,%s #%d", point[0], point[1], j)
                        .isCloseTo(expected.get(j), within(1e-6));
            }
        }
        assertThat(service.getArray("postal/near?lat=52.52&lng=13.40&limit=100&radiusKm=2"))
                .allSatisfy(value -> assertThat(value.asJsonObject().getJsonNumber("distanceKm").doubleValue())
                        .isLessThanOrEqualTo(2.0));
        assertThat(service.get("postal/near?lat=52.52").statusCode()).isEqualTo(400);
    }

    private static Entry entry(java.sql.ResultSet row) throws java.sql.SQLException {
        return new Entry(row.getString(1), row.getString(2), row.getString(3), row.getObject(4, Double.class),
                row.getObject(5, Double.class));
    }

    private static String encode(String code) {
        return URLEncoder.encode(code, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
