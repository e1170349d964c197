package dev.geolookup.web.place;

import dev.geolookup.api.text.TextFolding;
import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.FeatureOracles;
import dev.geolookup.web.support.GazetteerOracle;
import dev.geolookup.web.support.GazetteerOracle.Feature;
import dev.geolookup.web.support.ServiceClient;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.Test;

import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Search that knows where the user is: focus and bias, boxes, circles, first-level divisions and batches, each
 * answer compared with a brute-force scan of the features the service imported.
 */
class LocatedSearchApiIT extends DeployedService {

    private static final FeatureOracles TABLES = new FeatureOracles();

    @Test
    void aFocusAtEachFeatureOfASharedNameRanksThatFeatureFirstAtFullBias() {
        for (GazetteerOracle oracle : List.of(TABLES.places(), TABLES.cities())) {
            String endpoint = oracle == TABLES.places() ? "places" : "cities";
            Map<String, List<Feature>> byName = oracle.features().stream()
                    .filter(feature -> !TextFolding.fold(feature.name()).isEmpty())
                    .collect(Collectors.groupingBy(feature -> TextFolding.fold(feature.name())));
            List<String> shared = new ArrayList<>(byName.keySet().stream()
                    .filter(name -> byName.get(name).size() > 1).sorted().toList());
            assertThat(shared).as("names several %s share", endpoint).hasSizeGreaterThan(50);
            Collections.shuffle(shared, new Random(35));
            for (String name : shared.subList(0, 60)) {
                for (Feature feature : byName.get(name).subList(0, Math.min(4, byName.get(name).size()))) {
                    JsonObject first = service.getArray(endpoint + "?" + query("q", name) + "&lat="
                            + feature.latitude() + "&lng=" + feature.longitude() + "&bias=1&limit=1").getJsonObject(0);
                    // Another feature of the name at the very same point would be as near: either may come first.
                    List<Long> asNear = oracle.features().stream()
                            .filter(other -> other.latitude() == feature.latitude()
                                    && other.longitude() == feature.longitude()
                                    && other.allNamesFolded().contains(name))
                            .map(Feature::geonameId).toList();
                    assertThat(first.getJsonNumber("geonameId").longValue()).as("%s q=%s at %s", endpoint, name,
                            feature.geonameId()).isIn(asNear);
                    assertThat(first.getJsonNumber("distanceKm").doubleValue()).isZero();
                }
            }
        }
    }

    @Test
    void aFocusRanksByTheScoreOfTheDefinition() {
        Random random = new Random(37);
        double[] biases = {0.2, 0.5, 0.8, 1};
        for (int i = 0; i < 80; i++) {
            boolean onPlaces = i % 2 == 0;
            GazetteerOracle oracle = onPlaces ? TABLES.places() : TABLES.cities();
            Feature near = oracle.features().get(random.nextInt(oracle.features().size()));
            String q = pieceOf(oracle.features().get(random.nextInt(oracle.features().size())).name(), random);
            double lat = Math.max(-90, Math.min(90, near.latitude() + random.nextGaussian()));
            double lng = Math.max(-180, Math.min(180, near.longitude() + random.nextGaussian()));
            double bias = biases[i % biases.length];
            boolean byPopulation = i % 5 == 0;
            String path = (onPlaces ? "places?" : "cities?") + query("q", q) + "&lat=" + lat + "&lng=" + lng
                    + "&bias=" + bias + "&limit=25" + (byPopulation ? "&rank=population" : "");
            JsonArray found = service.getArray(path);
            assertThat(ids(found)).as(path)
                    .containsExactlyElementsOf(oracle.searchNear(q, lat, lng, bias, !byPopulation, f -> true, 25));
            for (JsonValue record : found) {
                JsonObject feature = record.asJsonObject();
                assertThat(feature.getJsonNumber("distanceKm").doubleValue()).as(path).isCloseTo(
                        GazetteerOracle.distanceKm(lat, lng, feature.getJsonNumber("latitude").doubleValue(),
                                feature.getJsonNumber("longitude").doubleValue()),
                        org.assertj.core.api.Assertions.within(1e-6));
            }
        }
    }

    @Test
    void theNameMeantNearTheUserComesFirst() {
        assertThat(firstCity("paris", 32.78, -96.8)).containsExactly("Paris", "US", "TX");
        assertThat(firstCity("paris", 45.76, 4.84)).containsExactly("Paris", "FR", "11");
        assertThat(firstCity("springfield", 41.88, -87.63)).containsExactly("Springfield", "US", "IL");
        assertThat(firstCity("springfield", 42.36, -71.06)).containsExactly("Springfield", "US", "MA");
        assertThat(firstCity("portland", 44.31, -69.78)).containsExactly("Portland", "US", "ME");
        assertThat(firstCity("portland", 47.61, -122.33)).containsExactly("Portland", "US", "OR");
        // At bias 0 the focus only adds distances: the order is that of a search without one.
        assertThat(ids(service.getArray("cities?q=paris&lat=32.78&lng=-96.8&bias=0")))
                .isEqualTo(ids(service.getArray("cities?q=paris")));
    }

    @Test
    void boxesKeepWhatABruteForceFilterKeepsAcrossTheAntimeridianToo() {
        Random random = new Random(41);
        List<double[]> boxes = new ArrayList<>(List.of(new double[] {170, -25, -170, 20}, new double[] {2.2, 48.8,
                2.5, 48.95}, new double[] {-180, -90, 180, 90}, new double[] {-10, 35, 40, 72}, new double[] {179, -90,
                -179, 90}));
        for (int i = 0; i < 30; i++) {
            Feature centre = TABLES.places().features().get(random.nextInt(TABLES.places().features().size()));
            double halfWidth = i % 3 == 0 ? 20 : 0.5 + random.nextDouble() * 3;
            double west = centre.longitude() - halfWidth;
            double east = centre.longitude() + halfWidth;
            boxes.add(new double[] {west < -180 ? west + 360 : west, Math.max(-90, centre.latitude() - 2),
                    east > 180 ? east - 360 : east, Math.min(90, centre.latitude() + 2)});
        }
        for (int i = 0; i < boxes.size(); i++) {
            double[] box = boxes.get(i);
            boolean onPlaces = i % 4 != 3;
            GazetteerOracle oracle = onPlaces ? TABLES.places() : TABLES.cities();
            String q = i % 2 == 0 ? null : pieceOf(oracle.features().get(random.nextInt(oracle.features().size()))
                    .name(), random);
            String bbox = box[0] + "," + box[1] + "," + box[2] + "," + box[3];
            String path = (onPlaces ? "places?" : "cities?") + (q == null ? "" : query("q", q) + "&") + "bbox=" + bbox
                    + "&limit=100";
            Predicate<Feature> inside = feature -> inBox(box, feature.latitude(), feature.longitude());
            JsonArray found = service.getArray(path);
            assertThat(ids(found)).as(path)
                    .containsExactlyElementsOf(oracle.searchNear(q, null, null, 0, true, inside, 100));
        }
    }

    @Test
    void aRadiusKeepsWhatLiesWithinItOfTheFocus() {
        Random random = new Random(43);
        for (int i = 0; i < 30; i++) {
            List<Feature> features = TABLES.places().features();
            Feature centre = features.get(random.nextInt(features.size()));
            double radiusKm = new double[] {5, 50, 400}[i % 3];
            String q = i % 2 == 0 ? null : pieceOf(features.get(random.nextInt(features.size())).name(), random);
            double lat = centre.latitude();
            double lng = centre.longitude();
            String path = "places?" + (q == null ? "" : query("q", q) + "&") + "lat=" + lat + "&lng=" + lng
                    + "&radiusKm=" + radiusKm + "&bias=0.5&limit=50";
            Predicate<Feature> within = feature -> GazetteerOracle.distanceKm(lat, lng, feature.latitude(),
                    feature.longitude()) <= radiusKm;
            assertThat(ids(service.getArray(path))).as(path)
                    .containsExactlyElementsOf(TABLES.places().searchNear(q, lat, lng, 0.5, true, within, 50));
        }
    }

    @Test
    void aFirstLevelDivisionKeepsOnlyItsFeatures() {
        JsonArray california = service.getArray("cities?country=US&admin1=CA&limit=100");
        assertThat(ids(california)).isNotEmpty().containsExactlyElementsOf(TABLES.cities().searchNear(null, null,
                null, 0, true, feature -> "US".equals(feature.countryCode()) && "CA".equals(feature.admin1Code()), 100));
        assertThat(ids(service.getArray("places?q=san&country=us&admin1=ca&limit=50")))
                .containsExactlyElementsOf(TABLES.places().searchNear("san", null, null, 0, true,
                        feature -> "US".equals(feature.countryCode()) && "CA".equals(feature.admin1Code()), 50));
        String reason = service.get("places?q=paris&admin1=08").body();
        assertThat(reason).startsWith("\"admin1 08 is a first-level division code in ").endsWith("; give country as well\"");
        assertRefused("places?q=paris&country=US&admin1=ZZ", "admin1 ZZ is not a first-level division code of US");
        assertRefused("places?q=paris&admin1=Q9Q9", "admin1 Q9Q9 is not a first-level division code");
        assertRefused("places?q=paris&admin1=C-A", "admin1 C-A is not the ISO 3166-2 code of a first-level division");
        assertRefused("places?q=paris&admin1=%2B%2B", "admin1 must be a first-level division code such as CA or 08, "
                + "an ISO 3166-2 code such as US-CA, or a division's name");
    }

    @Test
    void locationParametersAreCheckedWithAReason() {
        assertRefused("places?q=paris&lat=32", "lat and lng are required");
        assertRefused("places?q=paris&lat=95&lng=0", "lat must be between -90 and 90");
        assertRefused("cities?q=paris&bias=0.3", "bias needs lat and lng: the point to prefer results near");
        assertRefused("cities?q=paris&lat=1&lng=1&bias=1.5", "bias must be between 0 and 1");
        assertRefused("cities?q=paris&lat=1&lng=1&bias=x", "bias must be a number");
        assertRefused("cities?q=paris&radiusKm=10", "radiusKm needs lat and lng: the centre of the circle");
        assertRefused("cities?q=paris&lat=1&lng=1&radiusKm=0", "radiusKm must be greater than 0");
        assertRefused("places?bbox=1,2,3", "bbox must be four numbers: minLng,minLat,maxLng,maxLat");
        assertRefused("places?bbox=1,2,3,x", "bbox must be a number");
        assertRefused("places?bbox=1,50,2,49", "bbox minLat must not be greater than maxLat");
        assertRefused("places?bbox=1,-91,2,49", "bbox latitudes must be between -90 and 90");
        assertRefused("places?bbox=-181,1,2,2", "bbox longitudes must be between -180 and 180");
    }

    @Test
    void aBatchAnswersEachQueryAsItsGetWouldInOrder() {
        String body = "[{\"q\": \"paris\", \"lat\": 32.78, \"lng\": -96.8, \"limit\": 3},"
                + " {\"q\": \"paris\", \"bias\": 0.5},"
                + " {\"q\": \"wien\", \"bbox\": [16, 48, 17, 49], \"class\": \"P\"},"
                + " {\"q\": \"san\", \"country\": \"US\", \"admin1\": \"CA\", \"rank\": \"population\", \"fuzzy\": false},"
                + " {\"q\": \"x\", \"radius\": 5}, 7]";
        HttpResponse<String> response = service.send("POST", "places/search?lang=de", body,
                "Content-Type", "application/json");
        assertThat(response.statusCode()).isEqualTo(200);
        JsonArray answers = (JsonArray) ServiceClient.parse(response.body());
        assertThat(answers).hasSize(6);
        assertThat(answers.getJsonObject(0).getJsonArray("results"))
                .isEqualTo(service.getArray("places?q=paris&lat=32.78&lng=-96.8&limit=3&lang=de"));
        assertThat(answers.getJsonObject(1)).isEqualTo(errorElement("bias needs lat and lng: the point to prefer "
                + "results near"));
        assertThat(answers.getJsonObject(2).getJsonArray("results"))
                .isEqualTo(service.getArray("places?q=wien&bbox=16,48,17,49&class=P&lang=de"));
        assertThat(answers.getJsonObject(3).getJsonArray("results"))
                .isEqualTo(service.getArray("places?q=san&country=US&admin1=CA&rank=population&lang=de"));
        assertThat(answers.getJsonObject(4).getString("error")).startsWith("unknown parameter(s) [radius]");
        assertThat(answers.getJsonObject(5)).isEqualTo(errorElement(
                "each query must be a JSON object such as {\"q\": \"paris\"}"));

        JsonArray cityAnswers = (JsonArray) ServiceClient.parse(service.send("POST", "cities/search",
                "[{\"q\": \"springfield\", \"lat\": 41.88, \"lng\": -87.63}, {\"q\": \"x\", \"class\": \"P\"}]",
                "Content-Type", "application/json").body());
        assertThat(cityAnswers.getJsonObject(0).getJsonArray("results"))
                .isEqualTo(service.getArray("cities?q=springfield&lat=41.88&lng=-87.63"));
        assertThat(cityAnswers.getJsonObject(1).getString("error")).startsWith("unknown parameter(s) [class]");

        String hundredAndOne = "[" + String.join(",", Collections.nCopies(101, "{\"q\": \"a\"}")) + "]";
        assertThat(service.send("POST", "places/search", hundredAndOne, "Content-Type", "application/json").body())
                .isEqualTo("\"at most 100 queries per request\"");
        assertThat(service.send("POST", "places/search", "[]", "Content-Type", "application/json").body())
                .isEqualTo("\"the array must hold at least one query\"");
        assertThat(service.send("POST", "cities/search", "q=paris", "Content-Type", "text/plain").statusCode())
                .isEqualTo(415);
        String tooLarge = "[" + String.join(",", Collections.nCopies(1000, "{\"q\": \"paris texas\"}")) + "]";
        assertThat(service.send("POST", "cities/search", tooLarge, "Content-Type", "application/json").statusCode())
                .isEqualTo(413);
    }

    private static JsonObject errorElement(String reason) {
        return (JsonObject) ServiceClient.parse("{\"error\": \"" + reason.replace("\"", "\\\"") + "\"}");
    }

    private List<String> firstCity(String q, double lat, double lng) {
        JsonObject city = service.getArray("cities?" + query("q", q) + "&lat=" + lat + "&lng=" + lng + "&limit=1")
                .getJsonObject(0);
        return List.of(city.getString("name"), city.getString("countryCode"), city.getString("admin1Code"));
    }

    private void assertRefused(String path, String reason) {
        HttpResponse<String> response = service.get(path);
        assertThat(response.statusCode()).as(path).isEqualTo(400);
        assertThat(response.body()).as(path).isEqualTo("\"" + reason + "\"");
    }

    private static boolean inBox(double[] box, double lat, double lng) {
        boolean inLongitude = box[0] <= box[2] ? lng >= box[0] && lng <= box[2] : lng >= box[0] || lng <= box[2];
        return lat >= box[1] && lat <= box[3] && inLongitude;
    }

    /** A piece of a name as a person types it: its start, or a few letters from inside. */
    private static String pieceOf(String name, Random random) {
        String folded = TextFolding.fold(name);
        if (folded.length() < 2) {
            return name;
        }
        int from = random.nextInt(3) == 0 ? random.nextInt(folded.length() - 1) : 0;
        return folded.substring(from, Math.min(folded.length(), from + 2 + random.nextInt(6)));
    }

    private static List<Long> ids(JsonArray records) {
        return records.getValuesAs(JsonObject.class).stream().map(r -> r.getJsonNumber("geonameId").longValue())
                .toList();
    }

    private static String query(String name, String value) {
        return name + "=" + URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
