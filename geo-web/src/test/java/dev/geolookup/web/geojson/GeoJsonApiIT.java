package dev.geolookup.web.geojson;

import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.NodeProject;
import dev.geolookup.web.support.ServiceClient;
import jakarta.json.JsonArray;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonStructure;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.Test;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The GeoJSON form of every answer that locates things, compared with the JSON form of the same request, validated
 * by Placemark's check-geojson (npm), with its own entity tags; and what stays as it was: JSON by default, errors in
 * plain text, no GeoJSON where records have no coordinates.
 */
class GeoJsonApiIT extends DeployedService {

    private static final String GEO_JSON = "application/geo+json";
    private static final Map<String, String> ANSWERS = new LinkedHashMap<>();

    static {
        ANSWERS.put("places", "places?q=paris&limit=5");
        ANSWERS.put("places-near", "places/near?lat=52.37&lng=4.89&limit=5");
        ANSWERS.put("place", "places/2988507");
        ANSWERS.put("cities", "cities?q=berlin&limit=5");
        ANSWERS.put("cities-near", "cities/near?lat=-33.87&lng=151.21&limit=3&radiusKm=50");
        ANSWERS.put("city", "cities/2950159");
        ANSWERS.put("postal-near", "postal/near?lat=48.137&lng=11.575&limit=4");
        ANSWERS.put("postal-code", "postal/DE/10115");
        ANSWERS.put("postal-search", "postal?code=10115");
        ANSWERS.put("reverse", "reverse?lat=48.8566&lng=2.3522");
    }

    @Test
    void everyLocatingAnswerHasAValidGeoJsonFormHoldingTheJsonRecords() throws Exception {
        Path answers = Files.createDirectories(Path.of("target", "geojson-answers").toAbsolutePath());
        for (Map.Entry<String, String> answer : ANSWERS.entrySet()) {
            String path = answer.getValue();
            HttpResponse<String> json = service.get(path);
            HttpResponse<String> geoJson = service.get(path, "Accept", GEO_JSON);
            assertThat(geoJson.statusCode()).as(path).isEqualTo(200);
            assertThat(geoJson.headers().firstValue("Content-Type")).as(path).hasValue(GEO_JSON);
            assertThat(json.headers().firstValue("Content-Type").orElseThrow()).as(path).startsWith("application/json");
            assertThat(geoJson.headers().allValues("Vary")).as(path).anyMatch(vary -> vary.contains("Accept"));
            JsonStructure records = ServiceClient.parse(json.body());
            assertThat(featuresOf(geoJson.body(), records)).as(path).isEqualTo(expectedFeatures(records));

            HttpResponse<String> byParameter = service.get(path + (path.contains("?") ? "&" : "?") + "format=geojson");
            assertThat(byParameter.body()).as(path).isEqualTo(geoJson.body());
            assertThat(byParameter.headers().firstValue("ETag")).isEqualTo(geoJson.headers().firstValue("ETag"));
            Files.writeString(answers.resolve(answer.getKey() + ".geojson"), geoJson.body(), StandardCharsets.UTF_8);
        }
        JsonObject issues = (JsonObject) ServiceClient.parse(
                NodeProject.installed("geojson-check").lastLineOf("check.mjs", answers.toString()));
        assertThat(issues.keySet()).hasSize(ANSWERS.size());
        issues.forEach((file, found) -> assertThat(found.asJsonArray()).as(file).isEmpty());
    }

    @Test
    void eachFormHasItsOwnEntityTagAndRevalidatesOnItsOwn() {
        String path = "cities?q=berlin&limit=5";
        String jsonTag = service.get(path).headers().firstValue("ETag").orElseThrow();
        String geoJsonTag = service.get(path, "Accept", GEO_JSON).headers().firstValue("ETag").orElseThrow();
        assertThat(geoJsonTag).isNotEqualTo(jsonTag);

        assertThat(service.get(path, "Accept", GEO_JSON, "If-None-Match", geoJsonTag).statusCode()).isEqualTo(304);
        assertThat(service.get(path, "If-None-Match", jsonTag).statusCode()).isEqualTo(304);
        HttpResponse<String> otherForm = service.get(path, "If-None-Match", geoJsonTag);
        assertThat(otherForm.statusCode()).isEqualTo(200);
        assertThat(otherForm.body()).startsWith("[");
    }

    @Test
    void theClientsPreferenceDecidesAndJsonIsTheDefault() {
        String path = "places/near?lat=52.37&lng=4.89&limit=2";
        assertThat(contentType(service.get(path, "Accept", "*/*"))).startsWith("application/json");
        assertThat(contentType(service.get(path, "Accept", "application/*"))).startsWith("application/json");
        assertThat(contentType(service.get(path, "Accept", GEO_JSON + ";q=0.5, application/json")))
                .startsWith("application/json");
        assertThat(contentType(service.get(path, "Accept", "application/json;q=0.2, " + GEO_JSON))).isEqualTo(GEO_JSON);
        assertThat(contentType(service.get(path + "&format=json", "Accept", GEO_JSON))).startsWith("application/json");

        // A batch search has no GeoJSON form: a client that prefers GeoJSON but takes JSON gets JSON.
        HttpResponse<String> batch = service.send("POST", "places/search", "[{\"q\": \"paris\", \"limit\": 1}]",
                "Content-Type", "application/json", "Accept", GEO_JSON + ", application/json;q=0.5");
        assertThat(batch.statusCode()).isEqualTo(200);
        assertThat(contentType(batch)).startsWith("application/json");
        assertThat(batch.body()).startsWith("[{\"results\":[");
    }

    @Test
    void aBatchOfPointsKeepsItsOrderAndARefusedPointHasNoGeometry() {
        HttpResponse<String> answer = service.send("POST", "reverse?format=geojson",
                "[{\"lat\": 35.68, \"lng\": 139.69}, {\"lat\": \"north\"}, {\"lat\": -33.9, \"lng\": 18.4}]",
                "Content-Type", "application/json");
        assertThat(answer.statusCode()).isEqualTo(200);
        JsonArray features = ((JsonObject) ServiceClient.parse(answer.body())).getJsonArray("features");
        assertThat(features).hasSize(3);
        assertThat(features.getJsonObject(0).getJsonObject("properties").getString("countryCode")).isEqualTo("JP");
        assertThat(features.getJsonObject(1).get("geometry")).isEqualTo(JsonValue.NULL);
        assertThat(features.getJsonObject(1).getJsonObject("properties").getString("error")).isNotBlank();
        assertThat(features.getJsonObject(2).getJsonObject("properties").getString("countryCode")).isEqualTo("ZA");
    }

    @Test
    void refusalsStayPlainTextAndAnswersWithoutCoordinatesHaveNoGeoJsonForm() {
        HttpResponse<String> badPoint = service.get("cities/near?lat=north&lng=1", "Accept", GEO_JSON);
        assertThat(badPoint.statusCode()).isEqualTo(400);
        assertThat(contentType(badPoint)).startsWith("text/plain");
        assertThat(badPoint.body()).contains("lat");

        HttpResponse<String> unknownFormat = service.get("cities?q=berlin&format=kml");
        assertThat(unknownFormat.statusCode()).isEqualTo(400);
        assertThat(contentType(unknownFormat)).startsWith("text/plain");
        assertThat(unknownFormat.body()).contains("json or geojson");

        HttpResponse<String> country = service.get("alpha/de?format=geojson");
        assertThat(country.statusCode()).isEqualTo(406);
        assertThat(contentType(country)).startsWith("text/plain");
        assertThat(country.body()).contains("application/geo+json on /places");
    }

    @Test
    void theOpenApiDocumentOffersBothFormsAndTheFormatParameter() {
        JsonObject document = (JsonObject) ServiceClient.parse(
                service.get("openapi", "Accept", "application/json").body());
        for (String path : List.of("/places", "/places/near", "/cities/{geonameId}", "/postal/{country}/{code}",
                "/postal/near", "/reverse")) {
            JsonObject get = document.getJsonObject("paths").getJsonObject(path).getJsonObject("get");
            JsonObject ok = get.getJsonObject("responses").getJsonObject("200");
            if (ok.containsKey("$ref")) {
                ok = document.getJsonObject("components").getJsonObject("responses")
                        .getJsonObject(ok.getString("$ref").replaceAll(".*/", ""));
            }
            JsonObject content = ok.getJsonObject("content");
            assertThat(content.keySet()).as(path).contains("application/json", GEO_JSON);
            assertThat(content.getJsonObject(GEO_JSON).getJsonObject("schema").getString("$ref"))
                    .as(path).matches("#/components/schemas/\\w+Feature(Collection)?");
            assertThat(get.getJsonArray("parameters").stream().map(JsonValue::asJsonObject))
                    .as(path).anyMatch(parameter -> "#/components/parameters/format".equals(parameter.getString("$ref", "")));
        }
        JsonObject countryAnswer = document.getJsonObject("components").getJsonObject("responses")
                .getJsonObject("Country");
        assertThat(countryAnswer.getJsonObject("content") == null
                || !countryAnswer.getJsonObject("content").containsKey(GEO_JSON)).isTrue();
    }

    /** What the GeoJSON form must be, built from the JSON form by this test: one Point Feature per record. */
    private static List<Map<String, JsonValue>> expectedFeatures(JsonStructure json) {
        List<JsonValue> records = json instanceof JsonArray array ? array : List.of(json);
        assertThat(records).isNotEmpty();
        return records.stream().map(JsonValue::asJsonObject).map(record -> {
            Map<String, JsonValue> feature = new LinkedHashMap<>();
            feature.put("type", Json.createValue("Feature"));
            feature.put("coordinates", ServiceClient.parse(
                    "[" + record.getJsonNumber("longitude") + "," + record.getJsonNumber("latitude") + "]"));
            feature.put("id", record.containsKey("geonameId") ? record.get("geonameId") : null);
            feature.put("properties", record);
            return feature;
        }).toList();
    }

    /** The features of a FeatureCollection, or the one Feature, as the JSON form had an array or one record. */
    private static List<Map<String, JsonValue>> featuresOf(String geoJson, JsonStructure json) {
        JsonObject answer = (JsonObject) ServiceClient.parse(geoJson);
        List<JsonValue> features;
        if (json instanceof JsonArray) {
            assertThat(answer.getString("type")).isEqualTo("FeatureCollection");
            features = answer.getJsonArray("features");
        } else {
            assertThat(answer.getString("type")).isEqualTo("Feature");
            features = List.of(answer);
        }
        return features.stream().map(JsonValue::asJsonObject).map(feature -> {
            JsonObject geometry = feature.getJsonObject("geometry");
            assertThat(geometry.getString("type")).isEqualTo("Point");
            Map<String, JsonValue> shown = new LinkedHashMap<>();
            shown.put("type", feature.get("type"));
            shown.put("coordinates", geometry.get("coordinates"));
            shown.put("id", feature.get("id"));
            shown.put("properties", feature.get("properties"));
            return shown;
        }).toList();
    }

    private static String contentType(HttpResponse<String> response) {
        return response.headers().firstValue("Content-Type").orElse("");
    }
}
