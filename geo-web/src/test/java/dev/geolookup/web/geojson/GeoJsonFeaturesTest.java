package dev.geolookup.web.geojson;

import dev.geolookup.api.JsonBody;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.Test;

import java.io.StringReader;

import static org.assertj.core.api.Assertions.assertThat;

class GeoJsonFeaturesTest {

    @Test
    void eachRecordBecomesAPointFeatureWithTheRecordAsProperties() {
        String records = "[{\"geonameId\":2950159,\"name\":\"Berlin\",\"latitude\":52.52437,\"longitude\":13.41053},"
                + "{\"postalCode\":\"10115\",\"latitude\":52.5323,\"longitude\":13.3846}]";

        JsonArray features = features(GeoJsonFeatures.of(JsonBody.of(records)));

        assertThat(features).hasSize(2);
        JsonObject berlin = features.getJsonObject(0);
        assertThat(berlin.getString("type")).isEqualTo("Feature");
        assertThat(berlin.getInt("id")).isEqualTo(2950159);
        assertThat(berlin.getJsonObject("geometry").toString())
                .isEqualTo("{\"type\":\"Point\",\"coordinates\":[13.41053,52.52437]}");
        assertThat(berlin.getJsonObject("properties")).isEqualTo(parse(records).asJsonArray().get(0));
        assertThat(features.getJsonObject(1).containsKey("id")).isFalse();
        assertThat(features.getJsonObject(1).getJsonObject("geometry").getJsonArray("coordinates").toString())
                .isEqualTo("[13.3846,52.5323]");
    }

    @Test
    void oneRecordIsOneFeatureAndAnEmptyListACollectionOfNone() {
        JsonObject point = parse(GeoJsonFeatures.of(JsonBody.of("{\"latitude\":-33.9,\"longitude\":18.4}")).text())
                .asJsonObject();
        assertThat(point.getString("type")).isEqualTo("Feature");
        assertThat(point.getJsonObject("geometry").getJsonArray("coordinates").toString()).isEqualTo("[18.4,-33.9]");
        assertThat(point.getJsonObject("properties").getJsonNumber("latitude").doubleValue()).isEqualTo(-33.9);
        assertThat(features(GeoJsonFeatures.of(JsonBody.of("[]")))).isEmpty();
    }

    @Test
    void aRecordWithoutNumericCoordinatesKeepsItsPlaceWithoutGeometry() {
        String records = "[{\"lat\":\"north\",\"lng\":null,\"error\":\"lat must be a number\"},"
                + "{\"latitude\":null,\"longitude\":4.9}, 7]";

        JsonArray features = features(GeoJsonFeatures.of(JsonBody.of(records)));

        assertThat(features).hasSize(3);
        assertThat(features).allSatisfy(feature -> assertThat(feature.asJsonObject().get("geometry"))
                .isEqualTo(JsonValue.NULL));
        assertThat(features.getJsonObject(0).getJsonObject("properties").getString("error"))
                .isEqualTo("lat must be a number");
        assertThat(features.getJsonObject(2).get("properties")).isEqualTo(JsonValue.NULL);
    }

    @Test
    void eachFormHasTheTagOfItsOwnBytes() {
        JsonBody records = JsonBody.of("[{\"latitude\":1.5,\"longitude\":2.5}]");
        JsonBody geoJson = GeoJsonFeatures.of(records);

        assertThat(geoJson.entityTag()).isNotEqualTo(records.entityTag())
                .isEqualTo(JsonBody.of(geoJson.utf8()).entityTag());
    }

    private static JsonArray features(JsonBody geoJson) {
        JsonObject collection = parse(geoJson.text()).asJsonObject();
        assertThat(collection.getString("type")).isEqualTo("FeatureCollection");
        return collection.getJsonArray("features");
    }

    private static JsonValue parse(String json) {
        try (var reader = Json.createReader(new StringReader(json))) {
            return reader.readValue();
        }
    }
}
