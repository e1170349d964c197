package dev.geolookup.web.country;

import dev.geolookup.web.support.CountryOracle;
import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.ServiceClient;
import jakarta.json.JsonArray;
import dev.geolookup.api.text.TextFolding;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static dev.geolookup.web.support.CountryOracle.alpha3Codes;
import static dev.geolookup.web.support.CountryOracle.lower;
import static dev.geolookup.web.support.CountryOracle.nestedStrings;
import static dev.geolookup.web.support.CountryOracle.number;
import static dev.geolookup.web.support.CountryOracle.strings;
import static dev.geolookup.web.support.CountryOracle.text;
import static org.assertj.core.api.Assertions.assertThat;

/** Every country endpoint against the bundled data, compared with answers computed from the file. */
class CountryApiIT extends DeployedService {

    private static final List<String> SPEC_ORDER = List.of("name", "topLevelDomain", "alpha2Code", "alpha3Code",
            "callingCodes", "capital", "altSpellings", "subregion", "region", "population", "latlng", "demonym",
            "area", "timezones", "borders", "nativeName", "numericCode", "flags", "currencies", "languages", "flag",
            "maps", "populationDensity", "translations", "regionalBlocs");
    private static final Set<String> LEAN_OMITS = Set.of("altSpellings", "maps", "translations", "regionalBlocs");
    private static final CountryOracle ORACLE = CountryOracle.load();


    @Test
    void alphaCodeFindsTheLeanRecordInSpecOrder() {
        JsonObject germany = service.getObject("alpha/de");
        assertThat(germany.getString("name")).isEqualTo("Germany");
        assertThat(germany.getString("alpha3Code")).isEqualTo("DEU");
        assertThat(germany.getString("capital")).isEqualTo("Berlin");
        assertThat(germany.getString("flag")).isEqualTo("\uD83C\uDDE9\uD83C\uDDEA");
        assertThat(germany.getJsonObject("flags").getString("svg")).isEqualTo("https://flagcdn.com/de.svg");
        assertThat(germany.keySet()).doesNotContainAnyElementsOf(LEAN_OMITS);
        assertThat(new ArrayList<>(germany.keySet())).isEqualTo(
                SPEC_ORDER.stream().filter(field -> !LEAN_OMITS.contains(field)).toList());
        JsonObject source = ORACLE.byAlpha2("DE");
        BigDecimal density = BigDecimal.valueOf(source.getJsonNumber("population").longValue())
                .divide(BigDecimal.valueOf(number(source, "area")), 2, RoundingMode.HALF_UP);
        assertThat(germany.getJsonNumber("populationDensity").bigDecimalValue()).isEqualByComparingTo(density);
        assertThat(germany.getJsonNumber("population").longValue())
                .isEqualTo(source.getJsonNumber("population").longValue());
        assertThat(service.getObject("alpha/DEU")).isEqualTo(germany);
        assertThat(service.getObject("alpha/deu")).isEqualTo(germany);
    }

    @Test
    void fullRecordHasEveryFieldAndTheMapsByTheirServiceNames() {
        JsonObject full = service.getObject("alpha/af?full=true");
        assertThat(new ArrayList<>(full.keySet())).isEqualTo(SPEC_ORDER);
        assertThat(full.getJsonObject("maps").getString("googleMaps")).startsWith("https://www.google.com/maps/");
        assertThat(full.getJsonObject("maps").getString("openStreetMaps"))
                .isEqualTo("https://www.openstreetmap.org/relation/303427");
        assertThat(full.getJsonObject("translations").getString("de")).isEqualTo("Afghanistan");
        assertThat(full.getJsonArray("regionalBlocs").getJsonObject(0).getString("acronym")).isEqualTo("SAARC");
        assertThat(full.getJsonArray("altSpellings").getString(1)).isEqualTo("Afġānistān");
        assertThat(service.getObject("alpha/af?fields=full")).isEqualTo(full);
        // The source file swaps Antigua's links between keys; each is placed by its host.
        JsonObject antigua = service.getObject("alpha/ag?fields=maps").getJsonObject("maps");
        assertThat(antigua.getString("googleMaps")).contains("google.com/maps/place/Antigua");
        assertThat(antigua.getString("openStreetMaps")).isEqualTo("https://www.openstreetmap.org/relation/536900");
    }

    @Test
    void fieldsSelectsExactlyTheNamedFields() {
        JsonObject selected = service.getObject("alpha/fr?fields=name,capital,translations");
        assertThat(selected.keySet()).containsExactly("name", "capital", "translations");
        assertThat(selected.getString("capital")).isEqualTo("Paris");
        JsonArray list = service.getArray("region/oceania?fields=alpha2Code");
        assertThat(list).allSatisfy(value -> assertThat(value.asJsonObject().keySet()).containsExactly("alpha2Code"));
    }

    @Test
    void countriesListsAllWithTotalCountSortingAndPaging() {
        HttpResponse<String> all = service.get("countries");
        assertThat(all.headers().firstValue("X-Total-Count")).hasValue(String.valueOf(ORACLE.size()));
        assertThat(alpha3Codes((JsonArray) ServiceClient.parse(all.body()))).isEqualTo(ORACLE.alpha3Where(c -> true));

        JsonArray top = service.getArray("countries?sort=population&order=desc&limit=10&fields=alpha3Code,population");
        assertThat(top).hasSize(10);
        assertThat(top.getJsonObject(0).getString("alpha3Code")).isEqualTo("CHN");
        List<Long> populations = top.getValuesAs(JsonObject.class).stream()
                .map(c -> c.getJsonNumber("population").longValue()).toList();
        assertThat(populations).isSortedAccordingTo((a, b) -> Long.compare(b, a));

        HttpResponse<String> lastPage = service.get("countries?sort=name&offset=245&limit=10");
        assertThat((JsonArray) ServiceClient.parse(lastPage.body())).hasSize(ORACLE.size() - 245);
        assertThat(lastPage.headers().firstValue("X-Total-Count")).hasValue(String.valueOf(ORACLE.size()));
        assertThat(service.getArray("countries?offset=1000")).isEmpty();

        List<JsonObject> byArea = service.getArray("countries?sort=area&fields=alpha3Code,area")
                .getValuesAs(JsonObject.class);
        assertThat(byArea).as("every country has an area, the ten the REST Countries file leaves out too")
                .allMatch(c -> c.containsKey("area"));
        assertThat(byArea.stream().map(c -> c.getJsonNumber("area").doubleValue()).toList()).isSorted();

        List<String> names = service.getArray("countries?sort=name&order=desc&fields=name").getValuesAs(JsonObject.class)
                .stream().map(c -> c.getString("name")).toList();
        assertThat(names.get(0)).isEqualTo("Zimbabwe");
        assertThat(names.get(names.size() - 1)).isEqualTo("Afghanistan");
    }

    @Test
    void randomNeverRepeatsTheCountryItJustGave() {
        String previous = null;
        for (int i = 0; i < 30; i++) {
            HttpResponse<String> response = service.get("random?fields=alpha2Code");
            assertThat(response.statusCode()).isEqualTo(200);
            assertThat(response.headers().firstValue("Cache-Control")).hasValue("no-store");
            String code = ((JsonObject) ServiceClient.parse(response.body())).getString("alpha2Code");
            assertThat(code).isNotEqualTo(previous);
            previous = code;
        }
    }

    @Test
    void codesLookups() {
        for (String code : List.of("4", "04", "004")) {
            assertThat(service.getObject("numericcode/" + code).getString("name")).isEqualTo("Afghanistan");
        }
        assertThat(service.getObject("numericcode/276").getString("alpha2Code")).isEqualTo("DE");
        assertThat(service.getObject("cioc/ger").getString("alpha2Code")).isEqualTo("DE");
        assertThat(service.getObject("cioc/SUI").getString("alpha2Code")).isEqualTo("CH");
    }

    @Test
    void nameMatchesPartsOfNamesWithoutCaseOrAccents() {
        assertThat(alpha3Codes(service.getArray("name/united"))).containsExactlyElementsOf(ORACLE.alpha3Where(c ->
                lower(c.getString("name")).contains("united") || lower(text(c, "nativeName")).contains("united")));
        assertThat(alpha3Codes(service.getArray("name/cote"))).containsExactly("CIV");
        assertThat(alpha3Codes(service.getArray("name/%C3%85LAND%20islands"))).containsExactly("ALA");
        assertThat(alpha3Codes(service.getArray("name/germany?fullText=true"))).containsExactly("DEU");
        assertNotFound("name/germ?fullText=true");
        assertThat(alpha3Codes(service.getArray("name/deutschland"))).containsExactly("DEU");
    }

    @Test
    void translationFindsACountryByItsNameInAnyLanguage() {
        assertThat(alpha3Codes(service.getArray("translation/alemania"))).containsExactly("DEU");
        assertThat(alpha3Codes(service.getArray(path("translation/", "ドイツ")))).containsExactly("DEU");
        assertThat(alpha3Codes(service.getArray(path("translation/", "Германия")))).containsExactly("DEU");
        assertThat(alpha3Codes(service.getArray(path("translation/", "République fédérale d'Allemagne")
                + "?fullText=true"))).containsExactly("DEU");
        assertThat(alpha3Codes(service.getArray("translation/NIEMCY?fullText=true"))).containsExactly("DEU");
        assertNotFound("translation/niem?fullText=true");
        assertNotFound("translation/qqqq");
        assertThat(service.getArray("translation/alemania?fields=name,alpha2Code").getJsonObject(0).keySet())
                .containsExactly("name", "alpha2Code");
        // The v2 file calls Germany "Grúzia" (Georgia) in Hungarian; the served record has world-countries' name.
        assertThat(service.getObject("alpha/de?fields=translations").getJsonObject("translations").getString("hu"))
                .isEqualTo("Németország");
        assertThat(alpha3Codes(service.getArray(path("translation/", "Grúzia")))).containsExactly("GEO");
    }

    @Test
    void translationMatchesLikeNameOverEveryHeldName() {
        JsonArray served = service.getArray("countries?fields=alpha3Code,alpha2Code,name,nativeName,translations");
        Map<String, List<String>> worldNames = new HashMap<>();
        for (JsonObject country : CountryOracle.worldCountries()) {
            List<String> names = new ArrayList<>();
            country.getJsonObject("translations").values().forEach(pair -> {
                names.add(pair.asJsonObject().getString("common"));
                names.add(pair.asJsonObject().getString("official"));
            });
            worldNames.put(country.getString("cca2"), names);
        }
        Map<String, List<String>> namesByAlpha3 = new LinkedHashMap<>();
        for (JsonObject country : served.getValuesAs(JsonObject.class)) {
            List<String> names = new ArrayList<>(List.of(country.getString("name"), text(country, "nativeName")));
            country.getJsonObject("translations").values().forEach(name -> names.add(((JsonString) name).getString()));
            names.addAll(worldNames.getOrDefault(country.getString("alpha2Code"), List.of()));
            namesByAlpha3.put(country.getString("alpha3Code"), names);
        }
        Random random = new Random(24);
        List<String> everyName = namesByAlpha3.values().stream().flatMap(List::stream)
                .filter(name -> name != null && TextFolding.fold(name).length() >= 3).toList();
        for (int i = 0; i < 40; i++) {
            String name = everyName.get(random.nextInt(everyName.size()));
            String folded = TextFolding.fold(name);
            int start = random.nextInt(folded.length() - 2);
            String part = folded.substring(start, start + 3 + random.nextInt(folded.length() - start - 2));
            List<String> expected = namesByAlpha3.entrySet().stream()
                    .filter(entry -> entry.getValue().stream().anyMatch(n -> TextFolding.fold(n).contains(part)))
                    .map(Map.Entry::getKey).toList();
            assertThat(alpha3Codes(service.getArray(path("translation/", part)))).as(part).isEqualTo(expected);
            List<String> whole = namesByAlpha3.entrySet().stream()
                    .filter(entry -> entry.getValue().stream().anyMatch(n -> n != null
                            && TextFolding.foldCaseAndAccents(n).equals(TextFolding.foldCaseAndAccents(name))))
                    .map(Map.Entry::getKey).toList();
            assertThat(alpha3Codes(service.getArray(path("translation/", name) + "?fullText=true")))
                    .as(name).isEqualTo(whole);
        }
    }

    private static String path(String prefix, String segment) {
        return prefix + URLEncoder.encode(segment, StandardCharsets.UTF_8).replace("+", "%20");
    }

    @Test
    void exactFiltersMatchTheSourceData() {
        assertThat(alpha3Codes(service.getArray("capital/BERL"))).containsExactly("DEU");
        assertThat(alpha3Codes(service.getArray("demonym/GERMAN"))).containsExactly("DEU");
        assertThat(alpha3Codes(service.getArray("timezone/utc+01:00"))).containsExactlyElementsOf(
                ORACLE.alpha3Where(c -> strings(c, "timezones").anyMatch("UTC+01:00"::equals)));
        assertThat(alpha3Codes(service.getArray("region/EUROPE"))).containsExactlyElementsOf(
                ORACLE.alpha3Where(c -> "Europe".equals(text(c, "region"))));
        assertThat(alpha3Codes(service.getArray("subregion/northern%20europe"))).containsExactlyElementsOf(
                ORACLE.alpha3Where(c -> "Northern Europe".equals(text(c, "subregion"))));
        assertThat(alpha3Codes(service.getArray("callingcode/44"))).containsExactlyElementsOf(
                ORACLE.alpha3Where(c -> strings(c, "callingCodes").anyMatch("44"::equals)));
        assertThat(alpha3Codes(service.getArray("callingcode/+44"))).isEqualTo(alpha3Codes(service.getArray("callingcode/44")));
        assertThat(alpha3Codes(service.getArray("currency/eur"))).containsExactlyElementsOf(
                ORACLE.alpha3Where(c -> nestedStrings(c, "currencies", "code").anyMatch("EUR"::equals)));
        List<String> german = ORACLE.alpha3Where(c -> nestedStrings(c, "languages", "iso639_1", "iso639_2")
                .anyMatch(code -> code.equals("de") || code.equals("deu")));
        assertThat(alpha3Codes(service.getArray("lang/de"))).containsExactlyElementsOf(german);
        assertThat(alpha3Codes(service.getArray("lang/DEU"))).containsExactlyElementsOf(german);
        assertThat(alpha3Codes(service.getArray("tld/de"))).containsExactly("DEU");
        assertThat(alpha3Codes(service.getArray("tld/.uk"))).containsExactly("GBR");
    }

    @Test
    void bordersGiveTheNeighboursFullRecords() {
        JsonArray neighbours = service.getArray("borders/GERMANY");
        assertThat(alpha3Codes(neighbours)).containsExactlyElementsOf(strings(ORACLE.byAlpha2("DE"), "borders").toList());
        assertThat(neighbours.getJsonObject(0).keySet()).contains("name", "capital", "currencies");
        assertThat(service.getArray("borders/iceland")).isEmpty();
        assertNotFound("borders/atlantis");
        assertNotFound("borders/germ");
    }

    @Test
    void rangesAreInclusiveAndEitherBoundIsOptional() {
        assertThat(alpha3Codes(service.getArray("area?min=357114&max=357114"))).containsExactly("DEU");
        assertThat(alpha3Codes(service.getArray("area?min=1000000&max=2000000"))).containsExactlyElementsOf(
                ORACLE.alpha3Where(c -> number(c, "area") != null && number(c, "area") >= 1e6 && number(c, "area") <= 2e6));
        assertThat(alpha3Codes(service.getArray("area?max=10"))).containsExactlyElementsOf(
                ORACLE.alpha3Where(c -> number(c, "area") != null && number(c, "area") <= 10));
        assertThat(service.getArray("area")).hasSize(ORACLE.size());
        // The areas the REST Countries file does not give: world-countries', and GeoNames' where it has none.
        assertThat(service.getObject("alpha/gf").getJsonNumber("area").doubleValue()).isEqualTo(83534.0);
        assertThat(service.getObject("alpha/sj").getJsonNumber("area").doubleValue()).isEqualTo(62049.0);
        assertThat(alpha3Codes(service.getArray("area?min=83534&max=83534"))).containsExactly("GUF");
        assertThat(alpha3Codes(service.getArray("population?min=200000000"))).containsExactlyElementsOf(
                ORACLE.alpha3Where(c -> c.getJsonNumber("population").longValue() >= 200_000_000L));
        assertThat(alpha3Codes(service.getArray("population?min=0&max=0"))).containsExactlyElementsOf(
                ORACLE.alpha3Where(c -> c.getJsonNumber("population").longValue() == 0));
        assertThat(service.getArray("population?min=9000000000")).isEmpty();
    }

    @Test
    void lookupsThatFindNothingAnswerCountryNotFound() {
        for (String path : List.of("alpha/xx", "alpha/xyz", "numericcode/999", "cioc/xyz", "name/qqqq",
                "capital/qqqq", "demonym/martian", "timezone/UTC+15:00", "region/atlantis", "subregion/atlantis",
                "callingcode/999999", "callingcode/9999999", "currency/xyz", "lang/xx", "tld/zz")) {
            assertNotFound(path);
        }
    }

    @Test
    void invalidInputIsA400WithAReason() {
        assertBadRequest("alpha/d", "alpha-2 or alpha-3");
        assertBadRequest("alpha/dddd", "alpha-2 or alpha-3");
        assertBadRequest("numericcode/abc", "numeric code");
        assertBadRequest("numericcode/1234", "numeric code");
        assertBadRequest("currency/euro", "ISO 4217");
        assertBadRequest("lang/german", "ISO 639");
        assertBadRequest("callingcode/abc", "calling code");
        assertBadRequest("countries?limit=0", "limit must be at least 1");
        assertBadRequest("countries?limit=x", "limit must be an integer");
        assertBadRequest("countries?offset=-1", "offset must be at least 0");
        assertBadRequest("countries?sort=flags", "cannot sort by 'flags'");
        assertBadRequest("countries?order=up", "order must be asc or desc");
        assertBadRequest("alpha/de?fields=name,bogus", "unknown field 'bogus'");
        assertBadRequest("alpha/de?full=maybe", "full must be true or false");
        assertBadRequest("name/united?fullText=perhaps", "fullText must be true or false");
        assertBadRequest("area?min=5&max=1", "min must not be greater than max");
        assertBadRequest("area?min=abc", "min must be a number");
        assertBadRequest("area?max=NaN", "max must be a finite number");
        assertBadRequest("population?min=1.5", "min must be an integer");
        assertBadRequest("population?min=10&max=1", "min must not be greater than max");
        assertBadRequest("name/%20-%20", "at least one letter or digit");
        assertBadRequest("translation/%20-%20", "at least one letter or digit");
        assertBadRequest("translation/alemania?fullText=yes", "fullText must be true or false");
    }

    private void assertNotFound(String path) {
        HttpResponse<String> response = service.get(path);
        assertThat(response.statusCode()).as(path).isEqualTo(404);
        assertThat(response.headers().firstValue("Content-Type").orElse("")).startsWith("text/plain");
        assertThat(response.body()).as(path).isEqualTo("\"Country not found\"");
    }

    private void assertBadRequest(String path, String reasonPart) {
        HttpResponse<String> response = service.get(path);
        assertThat(response.statusCode()).as(path).isEqualTo(400);
        assertThat(response.headers().firstValue("Content-Type").orElse("")).as(path).startsWith("text/plain");
        assertThat(response.body()).as(path).startsWith("\"").endsWith("\"").contains(reasonPart);
    }
}
