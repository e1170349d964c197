package dev.geolookup.web.place;

import dev.geolookup.api.place.PlaceQuery;
import dev.geolookup.api.text.TextFolding;
import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.FeatureOracles;
import dev.geolookup.web.support.GazetteerOracle;
import dev.geolookup.web.support.ServiceClient;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The place and city endpoints: every answer compared with a brute-force scan of the same features. */
class GazetteerApiIT extends DeployedService {

    private static final FeatureOracles TABLES = new FeatureOracles();

    @Test
    void placeSearchAgreesWithTheOracleOnGeneratedQueries() {
        Random random = new Random(20261122);
        List<String> queries = generatedQueries(TABLES.places(), random, 150);
        String[] countries = {null, "NL", "AU", "FR"};
        String[] classes = {null, "P", "H", "T"};
        for (int i = 0; i < queries.size(); i++) {
            String q = queries.get(i);
            String country = countries[i % countries.length];
            String featureClass = classes[(i / 4) % classes.length];
            int limit = new int[] {1, 20, 100}[i % 3];
            String search = "places?" + query("q", q) + filter("country", country) + filter("class", featureClass)
                    + "&limit=" + limit;
            assertThat(ids(service.getArray(search)))
                    .as("places q=%s country=%s class=%s limit=%d", q, country, featureClass, limit)
                    .containsExactlyElementsOf(TABLES.places().searchByRelevance(q, country, featureClass, limit));
            if (i % 3 == 0) {
                assertThat(ids(service.getArray(search + "&rank=population")))
                        .as("places q=%s country=%s class=%s limit=%d by population", q, country, featureClass, limit)
                        .containsExactlyElementsOf(TABLES.places().search(q, country, featureClass, limit));
            }
        }
    }

    @Test
    void citySearchAgreesWithTheOracleOnGeneratedQueries() {
        Random random = new Random(7);
        List<String> queries = generatedQueries(TABLES.cities(), random, 100);
        for (int i = 0; i < queries.size(); i++) {
            String q = queries.get(i);
            String country = i % 3 == 0 ? "DE" : null;
            assertThat(ids(service.getArray("cities?" + query("q", q) + filter("country", country))))
                    .as("cities q=%s country=%s", q, country)
                    .containsExactlyElementsOf(TABLES.cities().searchByRelevance(q, country, null, 20));
            assertThat(ids(service.getArray("cities?" + query("q", q) + filter("country", country) + "&rank=POPULATION")))
                    .as("cities q=%s country=%s by population", q, country)
                    .containsExactlyElementsOf(TABLES.cities().search(q, country, null, 20));
        }
    }

    @Test
    void accentsPunctuationAndCaseDoNotMatter() {
        List<Long> expected = ids(service.getArray("cities?q=Saint-%C3%89tienne"));
        assertThat(expected).isNotEmpty();
        assertThat(ids(service.getArray("cities?q=saint%20etienne"))).isEqualTo(expected);
        assertThat(ids(service.getArray("cities?q=SAINT-ETIENNE"))).isEqualTo(expected);
        JsonArray ndjamena = service.getArray("cities?q=ndjamena");
        assertThat(ndjamena.getJsonObject(0).getString("name")).isEqualTo("N'Djamena");
    }

    @Test
    void withoutQTheMostPopulousMatchingFeaturesCome() {
        assertThat(ids(service.getArray("places"))).isEqualTo(TABLES.places().search(null, null, null, 20));
        assertThat(ids(service.getArray("places?country=nl&class=h&limit=50")))
                .isEqualTo(TABLES.places().search(null, "NL", "H", 50));
        assertThat(ids(service.getArray("cities?limit=100"))).isEqualTo(TABLES.cities().search(null, null, null, 100));
    }

    @Test
    void theNameMeantComesFirst() {
        assertThat(firstCity("york")).containsExactly("York", "GB");
        // San Francisco's own name starts with it; Quito, larger, only through its long form "San Francisco de Quito".
        assertThat(firstCity("san fr")).containsExactly("San Francisco", "US");
        // A large city's own name starting with the query before a small place's alternate name equal to it.
        assertThat(firstCity("Mos")).containsExactly("Moscow", "RU");
        assertThat(firstCity("Lon")).containsExactly("London", "GB");
        assertThat(firstCity("ber")).containsExactly("Berlin", "DE");
        assertThat(firstCity("san francisco")).containsExactly("San Francisco", "US");
        assertThat(firstCity("londo")).containsExactly("London", "GB");
        assertThat(firstCity("paris")).containsExactly("Paris", "FR");
        JsonObject newYork = service.getArray("cities?q=york&rank=population&limit=1").getJsonObject(0);
        assertThat(newYork.getString("name")).isEqualTo("New York City");
        assertThat(service.getArray("places?rank=relevance&limit=5")).isEqualTo(service.getArray("places?limit=5"));
        assertRefused("cities?q=york&rank=nonsense", "rank must be relevance or population");
        assertRefused("places?q=york&rank=", "rank must be relevance or population");
    }

    @Test
    void explainGivesEachRecordThePartsOfItsScore() {
        JsonArray found = service.getArray("cities?q=mos&limit=5&explain=true");
        double previous = Double.POSITIVE_INFINITY;
        for (JsonObject record : found.getValuesAs(JsonObject.class)) {
            JsonObject score = record.getJsonObject("score");
            double total = score.getJsonNumber("total").doubleValue();
            assertThat(total).as(record.toString()).isLessThanOrEqualTo(previous);
            assertThat(total).as(record.toString()).isCloseTo(score.getJsonNumber("text").doubleValue()
                    + score.getJsonNumber("importance").doubleValue(), within(2e-4));
            assertThat(TextFolding.fold(score.getString("matchedName"))).startsWith("mos");
            previous = total;
        }
        JsonObject moscow = found.getJsonObject(0).getJsonObject("score");
        assertThat(found.getJsonObject(0).getString("name")).isEqualTo("Moscow");
        assertThat(moscow.getString("nameClass")).isEqualTo("own");
        assertThat(moscow.getString("match")).isEqualTo("starts-with");
        JsonObject near = service.getArray("cities?q=paris&lat=32.78&lng=-96.8&limit=1&explain=true").getJsonObject(0)
                .getJsonObject("score");
        assertThat(near.getJsonNumber("bias").doubleValue()).isEqualTo(0.5);
        assertThat(near.getJsonNumber("distance").doubleValue()).isNegative();
        JsonArray batch = ServiceClient.parse(service.send("POST", "cities/search",
                "[{\"q\":\"wien\",\"limit\":1,\"explain\":true}]", "Content-Type", "application/json").body())
                .asJsonArray();
        assertThat(batch.getJsonObject(0).getJsonArray("results").getJsonObject(0).getJsonObject("score")
                .getString("matchedName")).isEqualTo("Wien");
        assertThat(service.getArray("cities?q=mos&limit=1").getJsonObject(0).containsKey("score")).isFalse();
        assertRefused("cities?q=mos&explain=maybe", "explain must be true or false");
    }

    @Test
    void typosFindTheCityMeantAndExactMatchesStayFirst() {
        Map<String, List<String>> meant = new LinkedHashMap<>();
        meant.put("berln", List.of("Berlin", "DE"));
        meant.put("zurih", List.of("Zürich", "CH"));
        meant.put("moskow", List.of("Moscow", "RU"));
        meant.put("barcelnoa", List.of("Barcelona", "ES"));
        meant.put("sao paolo", List.of("São Paulo", "BR"));
        meant.put("los angelas", List.of("Los Angeles", "US"));
        meant.put("saint etiene", List.of("Saint-Étienne", "FR"));
        meant.put("new yrok", List.of("New York City", "US"));
        // GeoNames lists "Zurih", "Moskow" and "Sao Paolo" among those cities' alternate names: found without typos.
        List<String> alternateNames = List.of("zurih", "moskow", "sao paolo");
        meant.forEach((typed, city) -> {
            assertThat(topCities(typed + "&fuzzy=true", 3)).as(typed).contains(city);
            assertThat(topCities(typed, 3)).as(typed + " without fuzzy")
                    .matches(found -> found.contains(city) == alternateNames.contains(typed));
        });
        assertThat(service.getArray("cities?q=paris&fuzzy=true&limit=1").getJsonObject(0).getString("name"))
                .isEqualTo("Paris");
        // Shorter than four letters: never fuzzy.
        assertThat(ids(service.getArray("cities?q=prs&fuzzy=true"))).isEqualTo(ids(service.getArray("cities?q=prs")));
        assertRefused("cities?q=berln&fuzzy=maybe", "fuzzy must be true or false");
        assertRefused("places?q=berln&fuzzy=1", "fuzzy must be true or false");
    }

    @Test
    void fuzzySearchAgreesWithTheOracle() {
        Random random = new Random(31);
        List<String> queries = new ArrayList<>(List.of("berln", "zurih", "amsterdm", "rotterdma", "sydnye", "melborne"));
        for (String name : generatedQueries(TABLES.cities(), random, 30)) {
            if (name.length() >= 5) {
                queries.add(name.substring(0, 2) + name.substring(3));
            }
        }
        for (int i = 0; i < queries.size(); i++) {
            String q = queries.get(i);
            String country = i % 4 == 3 ? "NL" : null;
            assertThat(ids(service.getArray("cities?" + query("q", q) + filter("country", country) + "&fuzzy=true")))
                    .as("cities q=%s country=%s fuzzy", q, country)
                    .containsExactlyElementsOf(TABLES.cities().searchFuzzy(q, country, null, 20));
        }
        for (String q : List.of("amstel", "amstle", "rhein", "vondelprak", "kinderdjik")) {
            assertThat(ids(service.getArray("places?" + query("q", q) + "&country=NL&fuzzy=true&limit=50")))
                    .as("places q=%s fuzzy", q)
                    .containsExactlyElementsOf(TABLES.places().searchFuzzy(q, "NL", null, 50));
        }
    }

    private List<String> firstCity(String q) {
        return topCities(q, 3).get(0);
    }

    /** Name and country of the first cities found; q may carry more parameters after an &amp;. */
    private List<List<String>> topCities(String q, int limit) {
        String[] parts = q.split("&", 2);
        String more = parts.length > 1 ? "&" + parts[1] : "";
        return service.getArray("cities?" + query("q", parts[0]) + more + "&limit=" + limit)
                .getValuesAs(JsonObject.class).stream()
                .map(c -> List.of(c.getString("name"), c.getString("countryCode"))).toList();
    }

    @Test
    void everyNameFindsThePlaceMeantInAnyScript() {
        Map<String, List<String>> meant = new LinkedHashMap<>();
        meant.put("Roma", List.of("Rome", "IT"));
        meant.put("Wien", List.of("Vienna", "AT"));
        meant.put("Москва", List.of("Moscow", "RU"));
        meant.put("北京", List.of("Beijing", "CN"));
        meant.put("東京", List.of("Tokyo", "JP"));
        meant.put("Praha", List.of("Prague", "CZ"));
        meant.put("Warszawa", List.of("Warsaw", "PL"));
        meant.put("Firenze", List.of("Florence", "IT"));
        meant.put("Bombay", List.of("Mumbai", "IN"));
        meant.put("Peking", List.of("Beijing", "CN"));
        meant.put("Αθήνα", List.of("Athens", "GR"));
        meant.put("القاهرة", List.of("Cairo", "EG"));
        meant.put("ירושלים", List.of("Jerusalem", "IL"));
        meant.put("मुंबई", List.of("Mumbai", "IN"));
        meant.put("กรุงเทพ", List.of("Bangkok", "TH"));
        meant.put("서울", List.of("Seoul", "KR"));
        meant.put("New York", List.of("New York City", "US"));
        meant.put("paris", List.of("Paris", "FR"));
        meant.forEach((typed, city) -> {
            assertThat(firstCity(typed)).as(typed).isEqualTo(city);
            JsonObject first = service.getArray("cities?" + query("q", typed) + "&limit=1").getJsonObject(0);
            // Found through another name where the city's own name does not start with what was typed (an own
            // name starting with it earns more than another name equal to it).
            assertThat(first.containsKey("matchedName")).as(typed + " matchedName")
                    .isEqualTo(!TextFolding.fold(first.getString("name")).startsWith(TextFolding.fold(typed)));
        });
        JsonObject vienna = service.getArray("cities?q=Wien&limit=1").getJsonObject(0);
        assertThat(vienna.getString("matchedName")).isEqualTo("Wien");
        assertThat(service.getArray("cities?q=paris&limit=1").getJsonObject(0).containsKey("matchedName")).isFalse();
        // A CJK name inside a longer one: matched as text.
        assertThat(ids(service.getArray("cities?q=%E4%BA%AC&limit=100")))
                .containsExactlyElementsOf(TABLES.cities().searchByRelevance("京", null, null, 100));
    }

    @Test
    void namesComeInTheReadersLanguageWithTheGeoNamesNameBeside() {
        JsonObject vienna = service.getObject("cities/2761369?lang=de");
        assertThat(vienna.getString("name")).isEqualTo("Wien");
        assertThat(vienna.getString("toponymName")).isEqualTo("Vienna");
        assertThat(List.copyOf(vienna.keySet()).subList(0, 4))
                .containsExactly("geonameId", "name", "toponymName", "asciiName");
        assertThat(service.getObject("places/2761369?lang=ru").getString("name")).isEqualTo("Вена");
        // pt-BR falls back to pt; a language held for nothing is no error: the GeoNames name, no toponymName.
        assertThat(service.getObject("cities/2761369?lang=pt-BR").getString("name")).isEqualTo("Viena");
        JsonObject unknown = service.getObject("cities/2761369?lang=xx");
        assertThat(unknown.getString("name")).isEqualTo("Vienna");
        assertThat(unknown.containsKey("toponymName")).isFalse();
        assertThat(service.getObject("cities/2761369")).isEqualTo(unknown);
        JsonObject found = service.getArray("cities?q=Wien&lang=ru&limit=1").getJsonObject(0);
        assertThat(List.of(found.getString("name"), found.getString("toponymName"), found.getString("matchedName")))
                .containsExactly("Вена", "Vienna", "Wien");
        assertThat(service.getArray("cities/near?lat=48.2&lng=16.37&limit=1&lang=de").getJsonObject(0)
                .getString("name")).isEqualTo("Wien");
        assertThat(service.getArray("places/near?lat=48.2&lng=16.37&limit=50&lang=de").getValuesAs(JsonObject.class))
                .anyMatch(place -> place.getString("name").equals("Wien"));
        JsonObject distance = service.getObject("distance?from=2761369&to=2950159&lang=de");
        assertThat(distance.getJsonObject("from").getString("name")).isEqualTo("Wien");
        assertThat(distance.getJsonObject("to").getString("toponymName")).isEqualTo("Berlin");
        for (String malformed : List.of("deu", "de-", "d", "de-AT-x", "12")) {
            assertRefused("cities/2761369?lang=" + malformed,
                    "lang must be an ISO 639-1 language code, optionally with a region (e.g. de, pt-BR)");
        }
        assertRefused("places?q=wien&lang=german",
                "lang must be an ISO 639-1 language code, optionally with a region (e.g. de, pt-BR)");
    }

    @Test
    void everyAlternateNameOfASampleOfFeaturesFindsItsFeatureByTheScore() {
        Random random = new Random(33);
        List<GazetteerOracle.Feature> named = TABLES.cities().features().stream()
                .filter(f -> !f.alternateNames().isEmpty()).toList();
        assertThat(named).hasSizeGreaterThan(1000);
        for (int i = 0; i < 120; i++) {
            GazetteerOracle.Feature feature = named.get(random.nextInt(named.size()));
            String q = feature.alternateNames().get(random.nextInt(feature.alternateNames().size()));
            String country = i % 5 == 4 ? feature.countryCode() : null;
            JsonArray found = service.getArray("cities?" + query("q", q) + filter("country", country) + "&limit=100");
            List<Long> expected = TABLES.cities().searchByRelevance(q, country, null, 100);
            if (mayBeQualified(q)) {
                // Read with qualifiers too ("pi pi li": LI is Liechtenstein), it must still find its feature.
                assertThat(ids(found).size() == 100 || ids(found).contains(feature.geonameId()))
                        .as("q=%s finds %s", q, feature.name()).isTrue();
                continue;
            }
            assertThat(ids(found)).as("cities q=%s country=%s", q, country).containsExactlyElementsOf(expected);
            assertThat(expected.size() == 100 || expected.contains(feature.geonameId()))
                    .as("q=%s finds %s", q, feature.name()).isTrue();
            for (JsonObject record : found.getValuesAs(JsonObject.class)) {
                long id = record.getJsonNumber("geonameId").longValue();
                assertThat(record.containsKey("matchedName") ? record.getString("matchedName") : null)
                        .as("q=%s %s matchedName", q, record.getString("name"))
                        .isEqualTo(TABLES.cities().matchedName(id, q));
            }
        }
        // The whole gazetteer, every class, with the country files' names too.
        List<GazetteerOracle.Feature> places = TABLES.places().features().stream()
                .filter(f -> "NL".equals(f.countryCode()) && !f.alternateNames().isEmpty()).toList();
        for (int i = 0; i < 20; i++) {
            GazetteerOracle.Feature feature = places.get(random.nextInt(places.size()));
            String q = feature.alternateNames().get(random.nextInt(feature.alternateNames().size()));
            List<Long> expected = TABLES.places().searchByRelevance(q, "NL", null, 50);
            List<Long> found = ids(service.getArray("places?" + query("q", q) + "&country=NL&limit=50"));
            if (mayBeQualified(q)) {
                assertThat(found.size() == 50 || found.contains(feature.geonameId())).as("places q=%s", q).isTrue();
            } else {
                assertThat(found).as("places q=%s", q).containsExactlyElementsOf(expected);
            }
        }
    }

    @Test
    void recordsHaveTheSpecFieldsInOrder() {
        JsonObject berlin = service.getArray("places?q=berlin&country=DE&class=P&limit=1").getJsonObject(0);
        assertThat(berlin.keySet()).containsExactly("geonameId", "name", "asciiName", "featureClass", "featureCode",
                "countryCode", "admin1Code", "latitude", "longitude", "population", "timezone");
        assertThat(berlin.getString("name")).isEqualTo("Berlin");
        assertThat(berlin.getString("timezone")).isEqualTo("Europe/Berlin");
        JsonObject city = service.getObject("cities/" + berlin.getInt("geonameId"));
        assertThat(city.keySet()).containsExactly("geonameId", "name", "asciiName", "countryCode", "admin1Code",
                "latitude", "longitude", "population", "timezone", "featureCode");
        assertThat(city.getJsonNumber("latitude").doubleValue())
                .isEqualTo(berlin.getJsonNumber("latitude").doubleValue());
        assertThat(service.getObject("places/" + berlin.getInt("geonameId"))).isEqualTo(berlin);
    }

    @Test
    void byIdFindsEveryKindOfFeatureAndAnswers404ForUnknownIds() {
        Random random = new Random(3);
        for (int i = 0; i < 50; i++) {
            List<GazetteerOracle.Feature> features = TABLES.places().features();
            GazetteerOracle.Feature feature = features.get(random.nextInt(features.size()));
            JsonObject record = service.getObject("places/" + feature.geonameId());
            assertThat(record.getString("name")).isEqualTo(feature.name());
            assertThat(record.getString("featureClass")).isEqualTo(feature.featureClass());
            assertThat(record.getJsonNumber("population").longValue()).isEqualTo(feature.population());
        }
        HttpResponse<String> unknown = service.get("places/999999999");
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(unknown.body()).isEqualTo("\"Place not found: no place has geonameId 999999999\"");
        assertThat(service.get("cities/1").statusCode()).isEqualTo(404);
    }

    @Test
    void nearestAgreeWithTheOracleEverywhere() {
        List<double[]> points = new ArrayList<>(List.of(
                new double[] {90, 0}, new double[] {-90, 0}, new double[] {0, 180}, new double[] {0, -180},
                new double[] {-16.5, 179.9}, new double[] {65.5, -179.99}, new double[] {-48.87, -123.39},
                new double[] {52.52, 13.40}, new double[] {30, -40}));
        Random random = new Random(99);
        for (int i = 0; i < 40; i++) {
            points.add(new double[] {random.nextDouble() * 180 - 90, random.nextDouble() * 360 - 180});
        }
        for (double[] point : points) {
            checkNear("places/near", TABLES.places(), point, 10, null, null, null);
            checkNear("cities/near", TABLES.cities(), point, 25, null, null, null);
        }
        checkNear("places/near", TABLES.places(), new double[] {52.37, 4.89}, 100, 5.0, null, null);
        checkNear("places/near", TABLES.places(), new double[] {52.37, 4.89}, 20, null, "AU", null);
        checkNear("places/near", TABLES.places(), new double[] {-33.87, 151.21}, 20, null, "AU", "H");
        checkNear("cities/near", TABLES.cities(), new double[] {0, 0}, 10, 100.0, null, null);
    }

    @Test
    void invalidParametersAreRefusedWithAReason() {
        assertRefused("places?class=X", "class must be one of the feature classes A, H, L, P, R, S, T, U, V");
        assertRefused("places?country=XYZ", "country 'XYZ' is neither an ISO 3166-1 alpha-2 or alpha-3 code nor a "
                + "country's name");
        assertRefused("places?country=123", "country must be an ISO 3166-1 alpha-2 or alpha-3 code, or a country's "
                + "name");
        assertRefused("places?country=QQ", "country QQ is not an ISO 3166-1 alpha-2 code");
        assertRefused("cities?limit=0", "limit must be between 1 and 100");
        assertRefused("cities?limit=101", "limit must be between 1 and 100");
        assertRefused("places?q=%27-%27", "q must contain at least one letter or digit");
        assertRefused("places/abc", "geonameId must be a positive integer");
        assertRefused("cities/near?lat=10", "lat and lng are required");
        assertRefused("cities/near?lat=91&lng=0", "lat must be between -90 and 90");
        assertRefused("places/near?lat=0&lng=-180.5", "lng must be between -180 and 180");
        assertRefused("places/near?lat=0&lng=0&radiusKm=-1", "radiusKm must be greater than 0");
        assertRefused("places/near?lat=north&lng=0", "lat must be a number");
        assertThat(service.getArray("places?q=zzzzqqqqxxxx")).isEmpty();
        assertThat(service.getArray("places?country=AQ&class=U&q=zzz")).isEmpty();
    }

    private void checkNear(String path, GazetteerOracle oracle, double[] point, int limit, Double radiusKm,
                           String country, String featureClass) {
        JsonArray answer = service.getArray(path + "?lat=" + point[0] + "&lng=" + point[1] + "&limit=" + limit
                + (radiusKm == null ? "" : "&radiusKm=" + radiusKm) + filter("country", country)
                + filter("class", featureClass));
        List<GazetteerOracle.Neighbour> expected = oracle.near(point[0], point[1], limit, radiusKm, country,
                featureClass);
        String what = path + " " + point[0] + "," + point[1];
        assertThat(answer).as(what).hasSameSizeAs(expected);
        for (int i = 0; i < expected.size(); i++) {
            JsonObject found = answer.getJsonObject(i);
            double distance = found.getJsonNumber("distanceKm").doubleValue();
            assertThat(distance).as(what + " #" + i).isCloseTo(expected.get(i).distanceKm(), within(1e-6));
            assertThat(distance).isCloseTo(GazetteerOracle.distanceKm(point[0], point[1],
                    found.getJsonNumber("latitude").doubleValue(), found.getJsonNumber("longitude").doubleValue()),
                    within(1e-6));
            boolean tiedWithANeighbour = (i > 0 && Math.abs(expected.get(i - 1).distanceKm() - expected.get(i).distanceKm()) < 1e-6)
                    || (i + 1 < expected.size() && Math.abs(expected.get(i + 1).distanceKm() - expected.get(i).distanceKm()) < 1e-6);
            if (!tiedWithANeighbour) {
                assertThat(found.getJsonNumber("geonameId").longValue()).as(what + " #" + i)
                        .isEqualTo(expected.get(i).feature().geonameId());
            }
        }
    }

    private void assertRefused(String path, String reason) {
        HttpResponse<String> response = service.get(path);
        assertThat(response.statusCode()).as(path).isEqualTo(400);
        assertThat(response.body()).as(path).isEqualTo("\"" + reason + "\"");
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("text/plain"));
    }

    /** Substrings of real names (1 to 20 characters), as typed: accents, case and punctuation kept. */
    private static List<String> generatedQueries(GazetteerOracle oracle, Random random, int count) {
        List<String> queries = new ArrayList<>(List.of("a", "e", "an", "er", "ß", "östra", "ʻ", "-on", "l'",
                "s:t", "new york", "Zürich", "é"));
        while (queries.size() < count) {
            GazetteerOracle.Feature feature = oracle.features().get(random.nextInt(oracle.features().size()));
            String name = random.nextBoolean() ? feature.name() : feature.asciiName();
            if (name.isEmpty()) {
                continue;
            }
            int from = random.nextInt(name.length());
            String q = name.substring(from, Math.min(name.length(), from + 1 + random.nextInt(20)));
            if (!q.isBlank() && q.codePoints().anyMatch(Character::isLetterOrDigit)) {
                queries.add(random.nextInt(4) == 0 ? q.toUpperCase() : q);
            }
        }
        // The oracle reads q as a name alone; a text the service may read as a name and qualifiers (several words,
        // a comma, or a short word in capitals, as codes are written) is judged by QualifiedSearchTest and the
        // qualified judged sets instead.
        return queries.stream().filter(q -> q.codePoints().anyMatch(Character::isLetterOrDigit))
                .filter(q -> !mayBeQualified(q)).toList();
    }

    /** Whether the service may read the text as a name and qualifiers, which the name-only oracle does not. */
    private static boolean mayBeQualified(String q) {
        return q.trim().contains(" ") || q.contains(",") || (q.length() <= 6
                && q.equals(q.toUpperCase(java.util.Locale.ROOT)));
    }

    @Test
    void aPlaceWrittenAsPeopleWriteItIsReadAsANameAndItsDivisionAndCountry() {
        assertThat(ids(service.getArray("places?" + query("q", "Paris, Texas")))).first().isEqualTo(4717560L);
        assertThat(ids(service.getArray("cities?" + query("q", "Springfield IL")))).first().isEqualTo(4250542L);
        assertThat(ids(service.getArray("cities?" + query("q", "Berlin Germany")))).first().isEqualTo(2950159L);
        assertThat(ids(service.getArray("places?" + query("q", "New York")))).first().isEqualTo(5128581L);
        JsonObject seattle = service.getArray("cities?" + query("q", "Seattle, Canada")).getJsonObject(0);
        assertThat(seattle.getJsonArray("unmatchedQualifiers").getString(0)).isEqualTo("Canada");
        JsonObject explained = service.getArray("cities?" + query("q", "Ottawa, Ontario") + "&explain=true")
                .getJsonObject(0);
        assertThat(explained.getJsonNumber("geonameId").longValue()).isEqualTo(6094817L);
        assertThat(explained.getJsonObject("reading").getString("name")).isEqualTo("Ottawa");
        assertThat(explained.getJsonObject("reading").getJsonArray("qualifiers").getJsonObject(0).getString("code"))
                .isEqualTo("CA.08");
    }

    @Test
    void everyCityOfAStateAndEveryMatchOfANameCanBeWalkedInPages() {
        List<Long> expected = TABLES.cities().searchNear(null, null, null, 0, false,
                f -> "US".equals(f.countryCode()) && "CA".equals(f.admin1Code()), Integer.MAX_VALUE);
        assertThat(expected).hasSizeGreaterThan(100);
        assertThat(walk("cities?country=US&admin1=CA&limit=100", expected.size())).as("cities of California")
                .containsExactlyElementsOf(expected);
        List<Long> san = TABLES.places().searchByRelevance("san", null, null, Integer.MAX_VALUE);
        assertThat(san).hasSizeGreaterThan(200);
        assertThat(walk("places?q=san&limit=100", null)).as("places holding san, in relevance order")
                .containsExactlyElementsOf(san.subList(0, Math.min(san.size(), PlaceQuery.MAX_OFFSET + 100)));
        assertRefused("places?q=san&offset=10001", "offset must be between 0 and 10000");
        List<Long> nearest = ids(service.getArray("places/near?lat=52.37&lng=4.89&limit=100"));
        List<Long> nearestPaged = new ArrayList<>();
        for (int offset = 0; offset < 100; offset += 30) {
            nearestPaged.addAll(ids(service.getArray("places/near?lat=52.37&lng=4.89&limit=30&offset=" + offset)));
        }
        assertThat(nearestPaged.subList(0, 100)).as("the nearest in pages").isEqualTo(nearest);
    }

    /** Every record of the pages from offset 0, following each answer's Link; X-Total-Count checked where given. */
    private List<Long> walk(String first, Integer total) {
        List<Long> all = new ArrayList<>();
        String next = first;
        while (next != null) {
            HttpResponse<String> page = service.get(next);
            assertThat(page.statusCode()).as(next).isEqualTo(200);
            if (total != null) {
                assertThat(page.headers().firstValue("X-Total-Count")).as(next).hasValue(total.toString());
            }
            all.addAll(ids(Json.createReader(new StringReader(page.body())).readArray()));
            next = page.headers().firstValue("Link").map(link -> link.substring(link.indexOf("/", link.indexOf("//")
                    + 2) + 1, link.indexOf('>'))).orElse(null);
            assertThat(all.size()).as("pages read").isLessThanOrEqualTo(PlaceQuery.MAX_OFFSET + 100);
        }
        return all;
    }

    @Test
    void countryAndAdmin1TakeTheFormsAQualifierTakes() {
        List<Long> byCode = ids(service.getArray("cities?q=frankfurt&country=DE"));
        assertThat(byCode).isNotEmpty();
        assertThat(ids(service.getArray("cities?q=frankfurt&country=DEU"))).isEqualTo(byCode);
        assertThat(ids(service.getArray("cities?q=frankfurt&country=Germany"))).isEqualTo(byCode);
        assertThat(ids(service.getArray("cities?q=frankfurt&" + query("country", "Deutschland")))).isEqualTo(byCode);
        assertThat(ids(service.getArray("cities?q=london&country=CA&admin1=ON"))).first().isEqualTo(6058560L);
        assertThat(ids(service.getArray("cities?q=london&" + query("admin1", "Ontario") + "&country=Canada")))
                .first().isEqualTo(6058560L);
        assertThat(ids(service.getArray("cities?q=sydney&" + query("admin1", "New South Wales"))))
                .first().isEqualTo(2147714L);
        assertRefused("cities?q=paris&" + query("admin1", "Atlantis"), "admin1 'Atlantis' names no first-level "
                + "division");
        assertRefused("cities?" + query("q", "Paris, Texas") + "&country=FR", "'Texas' in q names Texas (US.TX), which "
                + "the country or admin1 given excludes");
    }

    private static List<Long> ids(JsonArray records) {
        return records.stream().map(JsonValue::asJsonObject)
                .map(record -> ((JsonNumber) record.get("geonameId")).longValue())
                .toList();
    }

    private static String query(String name, String value) {
        return name + "=" + URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }

    private static String filter(String name, String value) {
        return value == null ? "" : "&" + query(name, value);
    }
}
