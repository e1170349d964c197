package dev.geolookup.adapter.restcountries;

import dev.geolookup.api.adapter.restcountries.RestCountriesAnswer;
import dev.geolookup.api.adapter.restcountries.RestCountriesRequest;
import dev.geolookup.api.adapter.restcountries.RestCountriesRequest.Endpoint;
import dev.geolookup.api.adapter.restcountries.RestCountriesRequest.Version;
import dev.geolookup.search.BundledGazetteer;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonStructure;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/** REST Countries' quirks, on its bundled files: what its classes wrote, and what its rules matched. */
class RestCountriesQueriesTest {

    private static final Path FILES = BundledGazetteer.DATASETS.resolve("countries");
    private static final CountryRecords V2 = records("countriesV2.json.gz", RecordShapes.V2);
    private static final CountryRecords V31 = records("countriesV3.1.json.gz", RecordShapes.V3_1);

    @Test
    void aV2RecordKeepsItsClassesFieldsInTheirOrderWithoutEmptyValues() {
        JsonObject germany = (JsonObject) v2(Endpoint.ALPHA, "de", null);
        assertThat(List.copyOf(germany.keySet())).containsExactly("name", "topLevelDomain", "alpha2Code",
                "alpha3Code", "callingCodes", "capital", "altSpellings", "subregion", "region", "population", "latlng",
                "demonym", "area", "gini", "timezones", "borders", "nativeName", "numericCode", "flags", "currencies",
                "languages", "translations", "flag", "regionalBlocs", "cioc", "independent");
        assertThat(germany.getJsonObject("translations").keySet()).containsExactly("de", "es", "fr", "ja", "it", "br",
                "pt", "nl", "hr", "fa", "hu");
        JsonObject antarctica = (JsonObject) v2(Endpoint.ALPHA, "ata", null);
        assertThat(antarctica).doesNotContainKeys("capital", "borders", "gini", "regionalBlocs", "cioc", "currencies");
        assertThat(antarctica.getBoolean("independent")).isFalse();
    }

    @Test
    void v2FieldsKeepEmptyValuesForOneRecordAndLeaveThemOutOfLists() {
        JsonObject one = (JsonObject) v2(Endpoint.ALPHA, "alb", "regionalBlocs,gini");
        assertThat(one.getJsonArray("regionalBlocs").getJsonObject(0).getJsonArray("otherAcronyms"))
                .as("the getter's empty list").isEmpty();
        JsonObject bare = (JsonObject) v2(Endpoint.ALPHA, "ata", "capital,borders");
        assertThat(bare.getString("capital")).isEmpty();
        assertThat(bare.getJsonArray("borders")).isEmpty();
        JsonArray listed = (JsonArray) v2(Endpoint.NAME, "antarctica", "capital,borders");
        assertThat(listed.getJsonObject(0)).isEqualTo(Json.createObjectBuilder().add("independent", false).build());
    }

    @Test
    void v2QuirksOfMatching() {
        assertThat(codes(v2(Endpoint.REGIONAL_BLOC, "al", null))).as("a bloc without other acronyms")
                .contains("DZA", "EGY");
        assertThat(codes(v2(Endpoint.REGIONAL_BLOC, "AL", null))).isEqualTo(codes(v2(Endpoint.REGIONAL_BLOC, "al",
                null)));
        assertThat(codes(v2(Endpoint.CAPITAL, "bogota", null))).as("without accents").containsExactly("COL");
        assertThat(answer(Version.V2, Endpoint.CURRENCY, "eu", null).status()).isEqualTo(400);
        assertThat(answer(Version.V2, Endpoint.LANGUAGE, "xxxx", null).status()).isEqualTo(404);
        assertThat(answer(Version.V2, Endpoint.ALPHA, "codes=de", null).status()).isEqualTo(200);
    }

    @Test
    void aV31RecordKeepsObjectsOfAClassAndTheNullsOfItsMaps() {
        JsonObject aruba = ((JsonArray) v31(Endpoint.ALPHA, "abw", null)).getJsonObject(0);
        assertThat(aruba.getJsonObject("postalCode")).containsEntry("format", JsonValue.NULL);
        JsonObject antarctica = ((JsonArray) v31(Endpoint.ALPHA, "ata", null)).getJsonObject(0);
        assertThat(antarctica.getJsonObject("idd")).isEmpty();
        assertThat(antarctica.getJsonObject("capitalInfo")).isEmpty();
        assertThat(antarctica).doesNotContainKeys("currencies", "borders", "capital");
        JsonObject withFields = (JsonObject) v31(Endpoint.ALPHA, "abw", "postalCode,borders");
        assertThat(withFields.getJsonObject("postalCode")).as("Gson leaves a map's nulls out").isEmpty();
        assertThat(withFields.getJsonArray("borders")).as("and keeps empty values").isEmpty();
    }

    @Test
    void v31QuirksOfMatching() {
        assertThat(codes(v31(Endpoint.ALPHA, "276", null))).containsExactly("DEU");
        assertThat(codes(v31(Endpoint.ALPHA, "ger", null))).containsExactly("DEU");
        assertThat(answer(Version.V3_1, Endpoint.CURRENCY, "Euro", null).status()).as("a name part as given")
                .isEqualTo(404);
        assertThat(codes(v31(Endpoint.CURRENCY, "euro", null))).contains("DEU", "FRA");
        assertThat(codes(v31(Endpoint.REGION, "Western Europe", null))).as("a whole subregion").contains("FRA");
        assertThat(codes(v31(Endpoint.REGION, "eur", null))).as("a part of a region").contains("FRA", "DEU");
        assertThat(codes(v31(Endpoint.NAME, "Germany", "cca3"))).containsExactly("DEU");
        assertThat(codes(answerJson(new RestCountriesRequest(Version.V3_1, Endpoint.INDEPENDENT, null, "cca3", null,
                null, "nonsense")))).contains("ABW").doesNotContain("DEU");
        assertThat(answer(Version.V3_1, Endpoint.ALL, null, "name,,cca3").body().text()).contains("'fields'");
        assertThat(answer(Version.V3_1, Endpoint.ALL, null, null).status()).as("answered here").isEqualTo(200);
    }

    private static JsonStructure v2(Endpoint endpoint, String value, String fields) {
        return answerJson(RestCountriesRequest.of(Version.V2, endpoint, value, fields));
    }

    private static JsonStructure v31(Endpoint endpoint, String value, String fields) {
        return answerJson(RestCountriesRequest.of(Version.V3_1, endpoint, value, fields));
    }

    private static RestCountriesAnswer answer(Version version, Endpoint endpoint, String value, String fields) {
        RestCountriesRequest request = RestCountriesRequest.of(version, endpoint, value, fields);
        return version == Version.V2 ? new V2Queries(V2).answer(request) : new V31Queries(V31).answer(request);
    }

    private static JsonStructure answerJson(RestCountriesRequest request) {
        RestCountriesAnswer answer = request.version() == Version.V2 ? new V2Queries(V2).answer(request)
                : new V31Queries(V31).answer(request);
        assertThat(answer.status()).as(request.toString()).isEqualTo(200);
        try (JsonReader reader = Json.createReader(new StringReader(answer.body().text()))) {
            return reader.read();
        }
    }

    private static List<String> codes(JsonStructure answer) {
        return answer.asJsonArray().stream().map(JsonValue::asJsonObject)
                .map(c -> c.containsKey("cca3") ? c.getString("cca3") : c.getString("alpha3Code")).toList();
    }

    private static CountryRecords records(String file, RecordShape.Bean shape) {
        try (InputStream in = new GZIPInputStream(Files.newInputStream(FILES.resolve(file)));
             JsonReader reader = Json.createReader(in)) {
            return CountryRecords.of(1, shape, reader.readArray().stream().map(JsonValue::toString).toList());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
