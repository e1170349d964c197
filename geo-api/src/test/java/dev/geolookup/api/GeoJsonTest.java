package dev.geolookup.api;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Features written around records, and the GeoJSON forms answers carry. */
class GeoJsonTest {

    private static final String BERLIN = "{\"geonameId\":2950159,\"name\":\"Berlin\",\"latitude\":52.52437,"
            + "\"longitude\":13.41053}";

    @Test
    void recordsAndTheirFeaturesAreWrittenByTheSameMembers() {
        JsonObject record = parse(BERLIN).asJsonObject();
        JsonBody one = GeoJson.record(100, (json, index) -> record.forEach(json::write), 2950159, 52.52437,
                13.41053);

        assertThat(one.text()).isEqualTo(BERLIN);
        assertThat(one.geoJson().text()).isEqualTo("{\"type\":\"Feature\",\"id\":2950159,\"geometry\":{\"type\":"
                + "\"Point\",\"coordinates\":[13.41053,52.52437]},\"properties\":" + BERLIN + "}");

        double[] latitudes = {52.52437, Double.NaN, -33.9};
        JsonBody list = GeoJson.records(3, 40, (json, index) -> json.write("n", index),
                index -> index == 0 ? 2950159 : GeoJson.NO_ID, index -> latitudes[index], index -> 18.4);
        assertThat(list.text()).isEqualTo("[{\"n\":0},{\"n\":1},{\"n\":2}]");
        JsonObject collection = parse(list.geoJson().text()).asJsonObject();
        assertThat(collection.getString("type")).isEqualTo("FeatureCollection");
        JsonArray features = collection.getJsonArray("features");
        assertThat(features).hasSize(3);
        assertThat(features.getJsonObject(0).getInt("id")).isEqualTo(2950159);
        assertThat(features.getJsonObject(1).containsKey("id")).isFalse();
        assertThat(features.getJsonObject(1).get("geometry")).isEqualTo(JsonValue.NULL);
        assertThat(features.getJsonObject(2).getJsonObject("geometry").getJsonArray("coordinates").toString())
                .isEqualTo("[18.4,-33.9]");
        for (int i = 0; i < 3; i++) {
            assertThat(features.getJsonObject(i).getJsonObject("properties").getInt("n")).isEqualTo(i);
        }
        assertThat(parse(GeoJson.records(0, 40, (json, index) -> { }, index -> 0, index -> 0, index -> 0)
                .geoJson().text()).asJsonObject().getJsonArray("features")).isEmpty();
    }

    @Test
    void aRecordGivenItsOwnGeometryCarriesIt() {
        GeoJson.Geometry line = (json, index) -> json.writeStartObject("geometry").write("type", "LineString")
                .writeStartArray("coordinates").writeStartArray().write(index).write(0).writeEnd()
                .writeStartArray().write(index).write(1).writeEnd().writeEnd().writeEnd();
        JsonBody list = GeoJson.records(2, 20, 200, (json, index) -> json.write("n", index), index -> 10 + index,
                line);
        assertThat(list.text()).isEqualTo("[{\"n\":0},{\"n\":1}]");
        assertThat(list.geoJson().text()).isEqualTo("{\"type\":\"FeatureCollection\",\"features\":["
                + "{\"type\":\"Feature\",\"id\":10,\"geometry\":{\"type\":\"LineString\","
                + "\"coordinates\":[[0,0],[0,1]]},"
                + "\"properties\":{\"n\":0}},"
                + "{\"type\":\"Feature\",\"id\":11,\"geometry\":{\"type\":\"LineString\","
                + "\"coordinates\":[[1,0],[1,1]]},"
                + "\"properties\":{\"n\":1}}]}");
        JsonBody one = GeoJson.record(20, 200, (json, index) -> json.write("n", index), GeoJson.NO_ID, line);
        assertThat(one.text()).isEqualTo("{\"n\":0}");
        assertThat(one.geoJson().text()).isEqualTo("{\"type\":\"Feature\",\"geometry\":{\"type\":\"LineString\","
                + "\"coordinates\":[[0,0],[0,1]]},\"properties\":{\"n\":0}}");
    }

    @Test
    void aFeatureAroundARecordAlreadyWrittenKeepsItsBytes() {
        String postal = "{\"postalCode\":\"10115\",\"placeName\":\"Berlin \\\"Mitte\\\"\",\"latitude\":52.5323,"
                + "\"longitude\":13.3846}";
        JsonObject feature = parse(new String(GeoJson.featureOf(postal.getBytes(), 52.5323, 13.3846))).asJsonObject();

        assertThat(feature.containsKey("id")).isFalse();
        assertThat(feature.getJsonObject("geometry").getJsonArray("coordinates").toString())
                .isEqualTo("[13.3846,52.5323]");
        assertThat(feature.getJsonObject("properties")).isEqualTo(parse(postal));
        JsonObject unlocated = parse(new String(GeoJson.featureOf("{\"error\":\"lat\"}".getBytes(), Double.NaN,
                Double.NaN))).asJsonObject();
        assertThat(unlocated.get("geometry")).isEqualTo(JsonValue.NULL);
        assertThat(unlocated.getJsonObject("properties").getString("error")).isEqualTo("lat");
    }

    @Test
    void anArrayOfLocatedRecordsIsAFeatureCollectionInOrderAndNoneWithoutAForm() {
        JsonBody first = located("{\"n\":1}", 1.5, 2.5);
        JsonBody second = located("{\"n\":2}", Double.NaN, Double.NaN);
        JsonBody both = JsonBody.arrayOf(List.of(first, second));

        JsonObject collection = parse(both.geoJson().text()).asJsonObject();
        assertThat(collection.getString("type")).isEqualTo("FeatureCollection");
        JsonArray features = collection.getJsonArray("features");
        assertThat(features).hasSize(2);
        assertThat(features.getJsonObject(0).getJsonObject("properties").getInt("n")).isEqualTo(1);
        assertThat(features.getJsonObject(0).getJsonObject("geometry").getJsonArray("coordinates").toString())
                .isEqualTo("[2.5,1.5]");
        assertThat(features.getJsonObject(1).get("geometry")).isEqualTo(JsonValue.NULL);
        assertThat(both.text()).isEqualTo("[{\"n\":1},{\"n\":2}]");

        assertThat(JsonBody.arrayOf(List.of(first, JsonBody.of("{\"n\":3}"))).geoJson()).isNull();
        assertThat(JsonBody.of(BERLIN).geoJson()).isNull();
    }

    @Test
    void eachFormHasTheTagOfItsOwnBytes() {
        JsonBody record = located(BERLIN, 52.52437, 13.41053);
        JsonBody geoJson = record.geoJson();

        assertThat(record.entityTag()).isEqualTo(JsonBody.of(BERLIN).entityTag());
        assertThat(geoJson.entityTag()).isNotEqualTo(record.entityTag())
                .isEqualTo(JsonBody.of(geoJson.utf8()).entityTag());
    }

    private static JsonBody located(String record, double latitude, double longitude) {
        byte[] bytes = record.getBytes();
        return JsonBody.perRequest(bytes).withGeoJson(() -> GeoJson.featureOf(bytes, latitude, longitude));
    }

    private static JsonValue parse(String json) {
        try (var reader = Jsonp.PROVIDER.createReader(new StringReader(json))) {
            return reader.readValue();
        }
    }
}
