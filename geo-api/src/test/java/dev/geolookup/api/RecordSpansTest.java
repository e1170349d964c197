package dev.geolookup.api;

import jakarta.json.JsonArray;
import jakarta.json.JsonReader;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The spans of an answer's records against the same answer read whole by a JSON parser. */
class RecordSpansTest {

    /** ASCII, two-byte and three-byte letters, a letter outside the BMP and a lone surrogate. */
    private static final List<String> NAMES = List.of("Paris", "São Paulo", "東京", "\uD83C\uDFD4 peak", "odd\uD800",
            "", "Zürich \"quoted\"");

    @Test
    void aGeneratedListSpansEachElementInItsBytes() {
        JsonBody list = GeneratedJson.records(16, NAMES.size(), (json, i) -> json.write("name", NAMES.get(i))
                .write("rank", i));

        assertSpansMatchTheParsedArray(list);
    }

    @Test
    void anArrayOfBodiesSpansEachElementAndKeepsTheirLabels() {
        List<JsonBody> elements = NAMES.stream().map(name -> GeneratedJson.body(16, json -> json.writeStartObject()
                .write("name", name).writeEnd()).labelled(index -> "key:" + name, index -> name)).toList();
        JsonBody array = JsonBody.arrayOf(elements);

        assertSpansMatchTheParsedArray(array);
        RecordSpans spans = array.records();
        for (int i = 0; i < NAMES.size(); i++) {
            assertThat(spans.key(i)).isEqualTo("key:" + NAMES.get(i));
            assertThat(spans.name(i)).isEqualTo(NAMES.get(i));
        }
    }

    @Test
    void anEmptyListHasNoRecordsAndAnUnlabelledElementNoKey() {
        assertThat(JsonBody.arrayOf(List.of()).records().count()).isZero();
        assertThat(GeneratedJson.records(8, 0, (json, i) -> { }).records().count()).isZero();
        JsonBody plain = JsonBody.arrayOf(List.of(JsonBody.of("{\"a\":1}")));
        assertThat(plain.records().key(0)).isNull();
        assertThat(plain.records().name(0)).isNull();
    }

    @Test
    void aLabelledRecordSpansItsWholeBody() {
        JsonBody record = JsonBody.of("{\"name\":\"Köln\"}").labelled(index -> "2886242", index -> "Köln");

        RecordSpans spans = record.records();
        assertThat(spans.count()).isEqualTo(1);
        assertThat(spans.start(0)).isZero();
        assertThat(spans.end(0)).isEqualTo(record.utf8().length);
        assertThat(spans.key(0)).isEqualTo("2886242");
        assertThat(spans.name(0)).isEqualTo("Köln");
    }

    @Test
    void labelsAndTheGeoJsonFormSurviveEachOther() {
        JsonBody list = GeoJson.records(2, 32, (json, i) -> json.write("name", NAMES.get(i)), i -> i, i -> 1.0,
                i -> 2.0).labelled(index -> "id" + index, NAMES::get);

        assertThat(list.geoJson()).isNotNull();
        assertThat(list.records().key(1)).isEqualTo("id1");
        assertSpansMatchTheParsedArray(list);
    }

    private static void assertSpansMatchTheParsedArray(JsonBody answer) {
        JsonArray whole;
        try (JsonReader reader = Jsonp.PROVIDER.createReader(new StringReader(answer.text()))) {
            whole = reader.readArray();
        }
        RecordSpans spans = answer.records();
        assertThat(spans.count()).isEqualTo(whole.size());
        for (int i = 0; i < whole.size(); i++) {
            byte[] element = Arrays.copyOfRange(answer.utf8(), spans.start(i), spans.end(i));
            try (JsonReader reader = Jsonp.PROVIDER.createReader(new StringReader(
                    new String(element, StandardCharsets.UTF_8)))) {
                assertThat(reader.readObject()).as("record %d", i).isEqualTo(whole.getJsonObject(i));
            }
        }
    }
}
