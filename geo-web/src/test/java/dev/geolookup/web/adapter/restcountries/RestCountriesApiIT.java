package dev.geolookup.web.adapter.restcountries;

import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.JsonByValue;
import dev.geolookup.web.support.RestCountriesOracle;
import dev.geolookup.web.support.ServiceClient;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonStructure;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.Test;

import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.ToIntFunction;

import static dev.geolookup.web.support.RestCountriesOracle.accentless;
import static dev.geolookup.web.support.RestCountriesOracle.codes;
import static dev.geolookup.web.support.RestCountriesOracle.lower;
import static dev.geolookup.web.support.RestCountriesOracle.object;
import static dev.geolookup.web.support.RestCountriesOracle.objects;
import static dev.geolookup.web.support.RestCountriesOracle.text;
import static dev.geolookup.web.support.RestCountriesOracle.texts;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * /v2 and /v3.1 against REST Countries' two data files: every record whole, every endpoint for every value the files
 * hold (each code, currency, language, region, subregion, demonym, calling code, bloc, capital, name and parts of
 * names), random field lists (fixed seed), and unknown (404) and malformed (400) values, the expected answers worked
 * out from the files by the rules of docs/API.md ({@link RestCountriesOracle}). Lists are compared as multisets of
 * the records' codes, in whatever order; records as JSON values, numbers by value.
 */
class RestCountriesApiIT extends DeployedService {

    private static final RestCountriesOracle ORACLE = new RestCountriesOracle();
    private static final JsonObject NOT_FOUND = Json.createObjectBuilder().add("message", "Not Found")
            .add("status", 404).build();
    private static final JsonObject BAD_REQUEST = Json.createObjectBuilder().add("message", "Bad Request")
            .add("status", 400).build();

    @Test
    void everyV2RecordIsTheFilesRecordAsRestCountriesWroteIt() {
        for (JsonObject record : ORACLE.v2) {
            String code = record.getString("alpha3Code");
            assertThat(byValue(get("v2/alpha/" + code, 200))).as(code)
                    .isEqualTo(byValue(RestCountriesOracle.v2Written(RestCountriesOracle.v2Typed(record))));
            assertThat(byValue(get("v2/alpha/" + lower(record.getString("alpha2Code")), 200))).as(code)
                    .isEqualTo(byValue(RestCountriesOracle.v2Written(RestCountriesOracle.v2Typed(record))));
        }
        JsonArray all = (JsonArray) get("v2/all", 200);
        assertThat(all).hasSize(ORACLE.v2.size());
        assertThat(byValue(all.get(0))).isEqualTo(byValue(RestCountriesOracle.v2Written(
                RestCountriesOracle.v2Typed(ORACLE.v2.get(0)))));
    }

    @Test
    void everyV31RecordIsTheFilesRecordAsRestCountriesWroteIt() {
        for (JsonObject record : ORACLE.v31) {
            String code = record.getString("cca3");
            JsonArray found = (JsonArray) get("v3.1/alpha/" + code, 200);
            assertThat(found.stream().map(JsonValue::asJsonObject).filter(c -> c.getString("cca3").equals(code))
                    .map(RestCountriesApiIT::byValue).toList()).as(code)
                    .containsExactly(byValue(RestCountriesOracle.v31Written(record)));
        }
        assertThat((JsonArray) get("v3.1/all", 200)).hasSize(ORACLE.v31.size());
    }

    @Test
    void v2EndpointsFindWhatTheRulesFindForEveryValueOfTheFile() {
        List<JsonObject> v2 = ORACLE.v2;
        for (String currency : values(v2, c -> objects(c, "currencies").stream().map(x -> text(x, "code")).toList())) {
            if (currency.length() == 3) {
                assertFinds("v2/currency/" + currency, codes(v2, "alpha3Code", c -> count(objects(c, "currencies")
                        .stream().map(x -> text(x, "code")).toList(), currency::equalsIgnoreCase)));
            }
        }
        for (String callingCode : values(v2, c -> texts(c, "callingCodes"))) {
            assertFinds("v2/callingcode/" + callingCode, codes(v2, "alpha3Code",
                    c -> count(texts(c, "callingCodes"), callingCode::equals)));
        }
        for (String capital : values(v2, c -> java.util.Collections.singletonList(text(c, "capital")))) {
            assertFinds("v2/capital/" + capital, codes(v2, "alpha3Code", c -> text(c, "capital") != null
                    && accentless(text(c, "capital")).contains(accentless(capital)) ? 1 : 0));
        }
        for (String region : values(v2, c -> java.util.Arrays.asList(text(c, "region"), text(c, "subregion")))) {
            assertFinds("v2/region/" + lower(region), codes(v2, "alpha3Code",
                    c -> region.equalsIgnoreCase(text(c, "region")) ? 1 : 0));
            assertFinds("v2/subregion/" + region, codes(v2, "alpha3Code",
                    c -> region.equalsIgnoreCase(text(c, "subregion")) ? 1 : 0));
        }
        for (String language : values(v2, c -> objects(c, "languages").stream()
                .flatMap(x -> java.util.stream.Stream.of(text(x, "iso639_1"), text(x, "iso639_2"))).toList())) {
            String member = language.length() == 2 ? "iso639_1" : "iso639_2";
            assertFinds("v2/lang/" + language, codes(v2, "alpha3Code", c -> count(objects(c, "languages").stream()
                    .map(x -> text(x, member)).toList(), lower(language)::equals)));
        }
        for (String demonym : values(v2, c -> java.util.Collections.singletonList(text(c, "demonym")))) {
            assertFinds("v2/demonym/" + demonym, codes(v2, "alpha3Code", c -> text(c, "demonym") != null
                    && lower(text(c, "demonym")).equals(accentless(demonym)) ? 1 : 0));
        }
        for (String bloc : values(v2, c -> objects(c, "regionalBlocs").stream().flatMap(b -> java.util.stream.Stream
                .concat(java.util.stream.Stream.of(text(b, "acronym")), texts(b, "otherAcronyms").stream())).toList())) {
            assertFinds("v2/regionalbloc/" + bloc, codes(v2, "alpha3Code", c -> count(objects(c, "regionalBlocs"),
                    b -> bloc.equalsIgnoreCase(text(b, "acronym")) || texts(b, "otherAcronyms").contains(bloc))));
        }
        for (String name : names(v2.stream().map(c -> text(c, "name")).toList())) {
            assertFinds("v2/name/" + name, codes(v2, "alpha3Code", c -> accentless(text(c, "name"))
                    .contains(accentless(name)) || texts(c, "altSpellings").stream()
                    .anyMatch(s -> accentless(s).contains(accentless(name))) ? 1 : 0));
            assertFinds("v2/name/" + name + "?fullText=true", codes(v2, "alpha3Code", c -> accentless(text(c, "name"))
                    .equals(accentless(name)) || texts(c, "altSpellings").stream()
                    .anyMatch(s -> accentless(s).equals(accentless(name))) ? 1 : 0));
        }
    }

    @Test
    void v31EndpointsFindWhatTheRulesFindForEveryValueOfTheFile() {
        List<JsonObject> v31 = ORACLE.v31;
        for (String code : values(v31, c -> java.util.Arrays.asList(text(c, "cca2"), text(c, "ccn3"), text(c, "cca3"), text(c, "cioc")))) {
            if (code.length() >= 2 && code.length() <= 3) {
                assertFinds("v3.1/alpha/" + code, codes(v31, "cca3", c -> java.util.stream.Stream.of("cca2", "ccn3",
                        "cca3", "cioc").anyMatch(k -> code.equalsIgnoreCase(text(c, k))) ? 1 : 0));
            }
        }
        for (String currency : values(v31, c -> new ArrayList<>(object(c, "currencies").keySet()))) {
            assertFinds("v3.1/currency/" + lower(currency), codes(v31, "cca3", c -> object(c, "currencies").entrySet()
                    .stream().anyMatch(e -> e.getKey().equalsIgnoreCase(currency) || text(e.getValue().asJsonObject(),
                            "name") != null && lower(text(e.getValue().asJsonObject(), "name"))
                            .contains(lower(currency))) ? 1 : 0));
        }
        for (String capital : values(v31, c -> texts(c, "capital"))) {
            assertFinds("v3.1/capital/" + capital, codes(v31, "cca3", c -> texts(c, "capital").stream()
                    .anyMatch(x -> accentless(x).contains(accentless(capital))) ? 1 : 0));
        }
        for (String region : values(v31, c -> java.util.Arrays.asList(text(c, "region"), text(c, "subregion")))) {
            assertFinds("v3.1/region/" + region, codes(v31, "cca3", c -> lower(text(c, "region"))
                    .contains(lower(region)) || region.equalsIgnoreCase(text(c, "subregion")) ? 1 : 0));
            assertFinds("v3.1/subregion/" + region, codes(v31, "cca3", c -> text(c, "subregion") != null
                    && lower(text(c, "subregion")).contains(lower(region)) ? 1 : 0));
        }
        for (String language : values(v31, c -> java.util.stream.Stream.concat(object(c, "languages").keySet().stream(),
                object(c, "languages").values().stream().map(v -> ((jakarta.json.JsonString) v).getString())).toList())) {
            assertFinds("v3.1/lang/" + language, codes(v31, "cca3", c -> object(c, "languages").entrySet().stream()
                    .anyMatch(e -> e.getKey().equalsIgnoreCase(language)
                            || ((jakarta.json.JsonString) e.getValue()).getString().equalsIgnoreCase(language)) ? 1 : 0));
        }
        for (String member : List.of("demonyms", "translations")) {
            List<String> texts = values(v31, c -> nested(object(c, member)));
            for (int i = 0; i < texts.size(); i += 7) {
                String part = texts.get(i);
                assertFinds("v3.1/" + (member.equals("demonyms") ? "demonym/" : "translation/") + part, codes(v31,
                        "cca3", c -> nested(object(c, member)).stream().anyMatch(t -> lower(t).contains(lower(part)))
                                ? 1 : 0));
            }
        }
        for (String name : names(v31.stream().map(c -> text(object(c, "name"), "common")).toList())) {
            assertFinds("v3.1/name/" + name, codes(v31, "cca3", c -> lower(text(object(c, "name"), "common"))
                    .contains(lower(name)) || lower(text(object(c, "name"), "official")).contains(lower(name))
                    || texts(c, "altSpellings").stream().anyMatch(s -> lower(s).contains(lower(name))) ? 1 : 0));
        }
        for (JsonObject record : v31) {
            String common = text(object(record, "name"), "common");
            List<String> equal = codes(v31, "cca3", c -> common.equalsIgnoreCase(text(object(c, "name"), "common"))
                    || common.equalsIgnoreCase(text(object(c, "name"), "official")) ? 1 : 0);
            assertThat(codesOf(get("v3.1/name/" + encoded(common) + "?fullText=true", 200))).as(common)
                    .hasSize(1).isSubsetOf(equal);
        }
        for (String status : new String[] {null, "true", "false", "abc"}) {
            boolean independent = status == null || status.equals("true");
            assertFinds("v3.1/independent" + (status == null ? "" : "?status=" + status), codes(v31, "cca3",
                    c -> c.getBoolean("independent", false) == independent ? 1 : 0));
        }
    }

    @Test
    void fieldListsKeepTheFieldsNamedAsRestCountriesWroteThem() {
        Random random = new Random(20261126L);
        List<String> v31Fields = List.of("name", "tld", "cca2", "ccn3", "cca3", "cioc", "independent", "status",
                "unMember", "currencies", "idd", "region", "subregion", "languages", "translations", "latlng",
                "landlocked", "borders", "area", "flags", "demonyms", "population", "flag", "maps", "gini", "fifa",
                "car", "timezones", "continents", "coatOfArms", "startOfWeek", "capitalInfo", "postalCode", "capital",
                "altSpellings");
        for (int i = 0; i < 120; i++) {
            JsonObject v31 = ORACLE.v31.get(random.nextInt(ORACLE.v31.size()));
            Set<String> named = pick(random, v31Fields);
            // v3.1 with fields: the object of the one record (/alpha/{code}), or the array; empty members kept.
            JsonObject expected = RestCountriesOracle.only(v31, named);
            assertThat(byValue(get("v3.1/alpha/" + v31.getString("cca3") + "?fields=" + String.join(",", named), 200)))
                    .as("v3.1 %s fields %s", v31.getString("cca3"), named).isEqualTo(byValue(expected));
            JsonObject v2 = ORACLE.v2.get(random.nextInt(ORACLE.v2.size()));
            Set<String> v2Named = pick(random, RestCountriesOracle.V2_FIELDS);
            JsonObject typed = RestCountriesOracle.only(RestCountriesOracle.v2Typed(v2), v2Named);
            assertThat(byValue(get("v2/alpha/" + v2.getString("alpha3Code") + "?fields=" + String.join(",", v2Named),
                    200))).as("v2 %s fields %s", v2.getString("alpha3Code"), v2Named).isEqualTo(byValue(typed));
            // A v2 list with fields: the kept fields without empty ones, independent false where it was not kept.
            JsonObjectBuilder listed = Json.createObjectBuilder(RestCountriesOracle.v2Written(typed));
            if (!typed.containsKey("independent")) {
                listed.add("independent", false);
            }
            JsonArray list = (JsonArray) get("v2/alpha?codes=" + v2.getString("alpha2Code") + "&fields="
                    + String.join(",", v2Named), 200);
            assertThat(byValue(list)).as("v2 list %s fields %s", v2.getString("alpha3Code"), v2Named)
                    .isEqualTo(byValue(Json.createArrayBuilder().add(listed).build()));
        }
        assertThat(codesOf(get("v3.1/alpha/?codes=de,fr,276", 200))).containsExactlyInAnyOrder("DEU", "FRA");
        assertThat(codesOf(get("v3.1/alpha?codes=de,fr,276", 200))).containsExactlyInAnyOrder("DEU", "FRA");
        assertThat(codesOf(get("v2/alpha/?codes=de,fra,de", 200))).containsExactly("DEU", "FRA");
        assertThat(((JsonObject) get("v2/alpha/codes=de", 200)).getString("alpha3Code")).isEqualTo("DEU");
        assertThat((JsonArray) get("v2/all?fields=" + String.join(",", RestCountriesOracle.V2_FIELDS), 200))
                .as("more than ten fields: answered here").hasSize(ORACLE.v2.size());
    }

    @Test
    void unknownValuesAre404AndMalformedOnes400InRestCountriesJson() {
        for (String unknown : List.of("v2/alpha/zz", "v2/alpha/zzz", "v2/currency/xyz", "v2/name/qqqqq",
                "v2/callingcode/99999", "v2/capital/qqqq", "v2/region/mars", "v2/subregion/mars", "v2/lang/xx",
                "v2/lang/xxxx", "v2/demonym/martian", "v2/regionalbloc/xyz", "v2/alpha?codes=zz,qq", "v3.1/alpha/zz",
                "v3.1/currency/Euro", "v3.1/name/qqqqq", "v3.1/name/germa?fullText=true", "v3.1/capital/qqqq",
                "v3.1/region/mars", "v3.1/subregion/mars", "v3.1/lang/xx", "v3.1/demonym/martian",
                "v3.1/translation/qqqqq", "v3.1/alpha?codes=zz,qq")) {
            assertThat(get(unknown, 404)).as(unknown).isEqualTo(NOT_FOUND);
        }
        for (String malformed : List.of("v2/alpha/d", "v2/alpha/deut", "v2/currency/eu", "v2/currency/euro",
                "v2/alpha?codes=d", "v2/alpha?codes=deut", "v2/alpha/", "v3.1/alpha/d", "v3.1/alpha/deut",
                "v3.1/alpha/?codes=d", "v3.1/alpha", "v2/name/" + "n".repeat(300),
                "v3.1/translation/" + "t".repeat(300))) {
            assertThat(get(malformed, 400)).as(malformed).isEqualTo(BAD_REQUEST);
        }
        for (String refused : List.of("v2/all?fields=", "v2/all?fields=name,,capital", "v3.1/all?fields=%20")) {
            assertThat(((JsonObject) get(refused, 400)).getString("message")).as(refused).contains("'fields'");
        }
        HttpResponse<String> answer = service.get("v3.1/alpha/zz");
        assertThat(answer.headers().firstValue("Content-Type").orElseThrow()).startsWith("application/json");
        assertThat(service.get("alpha/zz").headers().firstValue("Content-Type").orElseThrow())
                .as("the root API keeps its plain-text errors").startsWith("text/plain");
    }

    @Test
    void eachEndpointIsCountedUnderItsPathTemplate() {
        double before = alphaRequests();
        get("v2/alpha/de", 200);
        get("v3.1/alpha/de", 200);
        assertThat(alphaRequests()).as("both versions' /alpha/{code}").isGreaterThanOrEqualTo(before + 2);
    }

    /** The count of 2xx answers of GET /{version}/alpha/{code} on /metrics; 0 before the first. */
    private double alphaRequests() {
        return service.get("metrics").body().lines()
                .filter(line -> line.startsWith("geo_http_requests_seconds_count{")
                        && line.contains("endpoint=\"GET /{version}/alpha/{code}\"") && line.contains("status=\"2xx\""))
                .mapToDouble(line -> Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1))).sum();
    }

    private void assertFinds(String path, List<String> expected) {
        String target = encodedPath(path);
        if (expected.isEmpty()) {
            assertThat(get(target, 404)).as(path).isEqualTo(NOT_FOUND);
            return;
        }
        assertThat(codesOf(get(target, 200))).as(path).containsExactlyInAnyOrderElementsOf(expected);
    }

    /** The path with its last segment (and a fullText query, kept) percent-encoded. */
    private static String encodedPath(String path) {
        String query = path.contains("?") ? path.substring(path.indexOf('?')) : "";
        String bare = path.substring(0, path.length() - query.length());
        int slash = bare.lastIndexOf('/');
        return bare.substring(0, slash + 1) + encoded(bare.substring(slash + 1)) + query;
    }

    private static String encoded(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8).replace("+", "%20");
    }

    private JsonStructure get(String path, int status) {
        HttpResponse<String> answer = service.get(path);
        assertThat(answer.statusCode()).as("%s: %.300s", path, answer.body()).isEqualTo(status);
        return ServiceClient.parse(answer.body());
    }

    private static List<String> codesOf(JsonStructure answer) {
        return answer.asJsonArray().stream().map(JsonValue::asJsonObject)
                .map(c -> c.containsKey("cca3") ? c.getString("cca3") : c.getString("alpha3Code")).toList();
    }

    /** Every distinct value the records give, in sorted order, blanks left out. */
    private static List<String> values(List<JsonObject> records, java.util.function.Function<JsonObject, List<String>> of) {
        TreeSet<String> values = new TreeSet<>();
        records.forEach(record -> of.apply(record).stream().filter(v -> v != null && !v.isBlank()).forEach(values::add));
        return new ArrayList<>(values);
    }

    /** Whole names and parts of them: each name's first four letters and its last word. */
    private static List<String> names(List<String> names) {
        Set<String> asked = new LinkedHashSet<>();
        for (String name : names) {
            asked.add(name);
            asked.add(name.substring(0, Math.min(4, name.length())));
            asked.add(name.substring(name.lastIndexOf(' ') + 1));
        }
        return new ArrayList<>(asked);
    }

    private static List<String> nested(JsonObject map) {
        List<String> texts = new ArrayList<>();
        map.values().forEach(inner -> inner.asJsonObject().values().forEach(value -> {
            if (value instanceof jakarta.json.JsonString text) {
                texts.add(text.getString());
            }
        }));
        return texts;
    }

    private static <T> int count(List<T> values, java.util.function.Predicate<T> matches) {
        return (int) values.stream().filter(v -> v != null && matches.test(v)).count();
    }

    private static Set<String> pick(Random random, List<String> fields) {
        Set<String> named = new LinkedHashSet<>();
        int n = 1 + random.nextInt(6);
        while (named.size() < n) {
            named.add(fields.get(random.nextInt(fields.size())));
        }
        return named;
    }

    private static JsonValue byValue(JsonValue value) {
        return JsonByValue.unordered(value);
    }
}
