package dev.geolookup.web.reverse;

import dev.geolookup.search.BundledGazetteer;
import dev.geolookup.testdata.BundledPostalRows;
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
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The nearest fields of /reverse do not mislead (issue 74, point 5), judged by the bundled files, not by the service's
 * read models. The rule: the 1,000 most populous cities of cities15000, each asked 2 km from its own point (bearing
 * turned by the golden angle from one city to the next, so that no side is favoured); and the capital (PPLC) of every
 * country that the bundled postal file has no codes for, asked at its own point.
 */
class ReverseNearestFieldsIT extends DeployedService {

    private static final int CITIES = 1_000;
    private static final double MOVED_KM = 2;
    private static final double GOLDEN_ANGLE = 137.50776;
    private static final int BATCH = 100;

    private record City(long geonameId, String name, String featureCode, String country, double lat, double lng,
                        long population) {
    }

    @Test
    void nearTheBiggestCitiesTheNearestPlaceIsPopulatedAndThePostalCodeOfThePointsCountry() throws IOException {
        List<City> biggest = cities().stream().sorted(Comparator.comparingLong(City::population).reversed())
                .limit(CITIES).toList();
        Set<String> withCodes = countriesWithPostalCodes();
        List<double[]> points = new ArrayList<>();
        for (int i = 0; i < biggest.size(); i++) {
            points.add(moved(biggest.get(i), Math.toRadians(i * GOLDEN_ANGLE % 360)));
        }
        List<JsonObject> answers = reverse(points);
        List<String> notPopulated = new ArrayList<>();
        List<String> foreignCodes = new ArrayList<>();
        int withCountry = 0;
        int inCodedCountry = 0;
        for (int i = 0; i < answers.size(); i++) {
            JsonObject answer = answers.get(i);
            JsonObject place = answer.getJsonObject("nearestPlace");
            if (place == null || !"P".equals(place.getString("featureClass", null))) {
                notPopulated.add(biggest.get(i).name() + ": " + place);
            }
            String country = countryOf(answer);
            withCountry += country == null ? 0 : 1;
            if (country != null && withCodes.contains(country)) {
                inCodedCountry++;
                JsonObject code = answer.getJsonObject("nearestPostalCode");
                if (code == null || !country.equals(code.getString("countryCode"))) {
                    foreignCodes.add(biggest.get(i).name() + " (" + country + "): " + code);
                }
            }
        }
        System.out.printf("%d cities moved %.0f km: %d in a country, %d of them with postal codes; nearestPlace not"
                + " populated: %d; postal code of another country: %d%n", answers.size(), MOVED_KM, withCountry,
                inCodedCountry, notPopulated.size(), foreignCodes.size());
        assertThat(withCountry).as("points on land, in a country").isGreaterThan(950);
        assertThat(notPopulated).as("nearestPlace not a populated place").isEmpty();
        assertThat(foreignCodes).as("nearestPostalCode of another country than the point's").isEmpty();
    }

    @Test
    void atTheCapitalOfACountryWithoutPostalCodesNoUsMilitaryCodeAnswers() throws IOException {
        Set<String> withCodes = countriesWithPostalCodes();
        List<City> capitals = cities().stream()
                .filter(city -> city.featureCode().equals("PPLC") && !withCodes.contains(city.country())).toList();
        List<JsonObject> answers = reverse(capitals.stream().map(city -> new double[] {city.lat(), city.lng()})
                .toList());
        Map<String, String> military = new TreeMap<>();
        for (int i = 0; i < answers.size(); i++) {
            JsonObject code = answers.get(i).getJsonObject("nearestPostalCode");
            String country = countryOf(answers.get(i));
            if (code != null && !code.getString("countryCode").equals(country) && isMilitary(code)) {
                military.put(capitals.get(i).name(), code.getString("postalCode") + " " + code.getString("placeName"));
            }
        }
        System.out.printf("%d capitals of countries without postal codes; US military codes: %s%n", answers.size(),
                military);
        assertThat(capitals).as("capitals of countries without codes in the bundled file").hasSizeGreaterThan(20);
        assertThat(military).isEmpty();
    }

    private static boolean isMilitary(JsonObject code) {
        String place = code.getString("placeName", "");
        return place.startsWith("APO") || place.startsWith("FPO") || place.startsWith("DPO");
    }

    private static String countryOf(JsonObject answer) {
        JsonValue country = answer.get("country");
        return country instanceof JsonObject record ? record.getString("alpha2Code", null) : null;
    }

    /** The point {@value #MOVED_KM} km from the city on the bearing, on a sphere. */
    private static double[] moved(City city, double bearing) {
        double distance = MOVED_KM / 6371.0088;
        double lat = Math.toRadians(city.lat());
        double lng = Math.toRadians(city.lng());
        double toLat = Math.asin(Math.sin(lat) * Math.cos(distance)
                + Math.cos(lat) * Math.sin(distance) * Math.cos(bearing));
        double toLng = lng + Math.atan2(Math.sin(bearing) * Math.sin(distance) * Math.cos(lat),
                Math.cos(distance) - Math.sin(lat) * Math.sin(toLat));
        return new double[] {Math.toDegrees(toLat), Math.toDegrees(toLng)};
    }

    private List<JsonObject> reverse(List<double[]> points) {
        List<JsonObject> answers = new ArrayList<>();
        for (int from = 0; from < points.size(); from += BATCH) {
            StringBuilder body = new StringBuilder("[");
            for (double[] point : points.subList(from, Math.min(points.size(), from + BATCH))) {
                body.append(body.length() > 1 ? "," : "").append("{\"lat\":").append(point[0]).append(",\"lng\":")
                        .append(point[1]).append('}');
            }
            HttpResponse<String> answer = service.send("POST", "reverse?fields=alpha2Code",
                    body.append(']').toString(), "Content-Type", "application/json");
            assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
            JsonArray results = ServiceClient.parse(answer.body()).asJsonArray();
            answers.addAll(results.getValuesAs(JsonObject.class));
        }
        return answers;
    }

    private static List<City> cities() throws IOException {
        List<City> cities = new ArrayList<>();
        readRows(BundledGazetteer.DATASETS.resolve("geonames/cities15000.zip"), fields -> cities.add(new City(
                Long.parseLong(fields[0]), fields[1], fields[7], fields[8], Double.parseDouble(fields[4]),
                Double.parseDouble(fields[5]), Long.parseLong(fields[14]))));
        return cities;
    }

    private static Set<String> countriesWithPostalCodes() throws IOException {
        Set<String> countries = new HashSet<>();
        BundledPostalRows.forEach(fields -> {
            if (!fields[BundledPostalRows.LATITUDE].isEmpty()) {
                countries.add(fields[BundledPostalRows.COUNTRY]);
            }
        });
        return countries;
    }

    private static void readRows(Path zipFile, Consumer<String[]> row) throws IOException {
        try (ZipFile zip = new ZipFile(zipFile.toFile())) {
            ZipEntry entry = zip.entries().nextElement();
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(zip.getInputStream(entry),
                    StandardCharsets.UTF_8))) {
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    row.accept(line.split("\t", -1));
                }
            }
        }
    }
}
