package dev.geolookup.web.adapter.restcountries;

import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.JsonByValue;
import dev.geolookup.web.support.NodeProject;
import dev.geolookup.web.support.RestCountriesOracle;
import dev.geolookup.web.support.ServiceClient;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URL;
import java.util.List;
import java.util.stream.Stream;
import java.util.function.Predicate;

import static dev.geolookup.web.support.RestCountriesOracle.lower;
import static dev.geolookup.web.support.RestCountriesOracle.object;
import static dev.geolookup.web.support.RestCountriesOracle.text;
import static dev.geolookup.web.support.RestCountriesOracle.texts;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A published REST Countries v3.1 client (npm @yusifaliyevpro/countries 2.3.2, installed here by npm into target/)
 * pointed at this service: every function it exports called as its README shows, each answer compared with what
 * the v3.1 data file says it must be.
 */
class RestCountriesClientIT extends DeployedService {

    private static final RestCountriesOracle ORACLE = new RestCountriesOracle();

    @ArquillianResource
    private URL base;

    @Test
    void everyFunctionOfThePublishedClientGetsTheCountriesTheDataHolds() throws IOException, InterruptedException {
        JsonObject report = (JsonObject) ServiceClient.parse(NodeProject.installed("restcountries-client")
                .lastLineOf("client.mjs", base.toString()));
        assertThat(codes(report, "all")).as("every country, fields or not").hasSize(ORACLE.v31.size());
        assertThat(codes(report, "independent")).containsExactlyInAnyOrderElementsOf(where(c -> c.getBoolean(
                "independent", false)));
        assertThat(codes(report, "dependent")).containsExactlyInAnyOrderElementsOf(where(c -> !c.getBoolean(
                "independent", false)));
        assertThat(codes(report, "byCodes")).containsExactlyInAnyOrder("USA", "FRA", "JPN");
        assertThat(codes(report, "byCurrency")).containsExactlyInAnyOrderElementsOf(where(c -> object(c, "currencies")
                .entrySet().stream().anyMatch(e -> e.getKey().equalsIgnoreCase("eur")
                        || lower(text(e.getValue().asJsonObject(), "name")).contains("eur"))));
        assertThat(codes(report, "byLang")).containsExactlyInAnyOrderElementsOf(where(c -> object(c, "languages")
                .values().stream().anyMatch(v -> ((JsonString) v).getString().equalsIgnoreCase("spanish"))));
        assertThat(codes(report, "byName")).containsExactly("DEU");
        assertThat(codes(report, "byNamePart")).containsExactlyInAnyOrderElementsOf(where(c -> Stream.of(
                lower(text(object(c, "name"), "common")), lower(text(object(c, "name"), "official")))
                .anyMatch(n -> n.contains("guinea")) || texts(c, "altSpellings").stream()
                .anyMatch(s -> lower(s).contains("guinea"))));
        assertThat(codes(report, "byRegion")).containsExactlyInAnyOrderElementsOf(where(c -> lower(text(c, "region"))
                .contains("oceania") || "oceania".equalsIgnoreCase(text(c, "subregion"))));
        assertThat(codes(report, "bySubregion")).containsExactlyInAnyOrderElementsOf(where(c -> lower(String.valueOf(
                text(c, "subregion"))).contains("western europe")));
        assertThat(report.getString("byCapital")).isEqualTo("DEU");
        JsonObject germany = ORACLE.v31.stream().filter(c -> c.getString("cca3").equals("DEU")).findFirst()
                .orElseThrow();
        assertThat(JsonByValue.unordered(report.get("byCode")))
                .isEqualTo(JsonByValue.unordered(RestCountriesOracle.v31Written(germany)));
        assertThat(report.getJsonObject("byCodeFields")).as("with fields, the record's object")
                .isEqualTo(Json.createObjectBuilder().add("capital", Json.createArrayBuilder().add("Tokyo"))
                        .add("cca3", "JPN").build());
        assertThat(report.getString("byDemonym")).isEqualTo("PER");
        assertThat(report.getString("byTranslation")).isEqualTo("DEU");
        assertThat(report.getJsonArray("asked").getValuesAs(JsonString::getString))
                .as("the client's own paths, trailing slashes included")
                .contains("/v3.1/all/?fields=cca3%2Cname%2Carea", "/v3.1/independent/?status=true&fields=cca3")
                .anyMatch(path -> path.startsWith("/v3.1/alpha/?codes="));
    }

    private static List<String> codes(JsonObject report, String call) {
        JsonValue answer = report.get(call);
        assertThat(answer).as(call + " answered").isInstanceOf(JsonArray.class);
        return ((JsonArray) answer).getValuesAs(JsonString::getString);
    }

    private static List<String> where(Predicate<JsonObject> matches) {
        return ORACLE.v31.stream().filter(matches).map(c -> c.getString("cca3")).toList();
    }
}
