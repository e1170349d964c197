package dev.geolookup.adapter.restcountries;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.Jsonp;
import dev.geolookup.adapter.restcountries.RecordShape.Bean;
import jakarta.json.JsonReader;
import jakarta.json.stream.JsonGenerator;

import java.io.ByteArrayOutputStream;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The records of one version of REST Countries' data at one data version, immutable: each record's model (as
 * REST Countries' classes read it, {@link RecordShape}) in the file's order, each record as its answers write it
 * whole, and the answers written so far.
 */
final class CountryRecords {

    private final long version;
    private final Bean shape;
    private final List<Map<String, Object>> models;
    private final List<JsonBody> written;
    private final RestCountriesAnswerCache answers = new RestCountriesAnswerCache();

    private CountryRecords(long version, Bean shape, List<Map<String, Object>> models) {
        this.version = version;
        this.shape = shape;
        this.models = models;
        List<JsonBody> whole = new ArrayList<>(models.size());
        for (Map<String, Object> model : models) {
            whole.add(JsonBody.of(json(json -> RecordShape.writeAsSerde(json, null, model, shape))));
        }
        this.written = List.copyOf(whole);
    }

    static CountryRecords empty(Bean shape) {
        return new CountryRecords(0, shape, List.of());
    }

    /** The records of the JSON texts, in their order. */
    @SuppressWarnings("unchecked")
    static CountryRecords of(long version, Bean shape, List<String> records) {
        List<Map<String, Object>> models = new ArrayList<>(records.size());
        for (String record : records) {
            try (JsonReader reader = Jsonp.PROVIDER.createReader(new StringReader(record))) {
                models.add(Collections.unmodifiableMap((Map<String, Object>) RecordShape.read(reader.readObject(),
                        shape)));
            }
        }
        return new CountryRecords(version, shape, List.copyOf(models));
    }

    long version() {
        return version;
    }

    int size() {
        return models.size();
    }

    Bean shape() {
        return shape;
    }

    /** Every record's model, in the file's order. */
    List<Map<String, Object>> models() {
        return models;
    }

    /** The record at this place as an answer without {@code fields} writes it. */
    JsonBody written(int index) {
        return written.get(index);
    }

    RestCountriesAnswerCache answers() {
        return answers;
    }

    /** The bytes a writer gives a JSON generator. */
    static byte[] json(Consumer<JsonGenerator> writer) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(512);
        try (JsonGenerator json = Jsonp.PROVIDER.createGenerator(bytes)) {
            writer.accept(json);
        }
        return bytes.toByteArray();
    }

    /** The JSON array of the records at these places, each as an answer without {@code fields} writes it. */
    JsonBody arrayOf(List<Integer> indexes) {
        List<JsonBody> elements = new ArrayList<>(indexes.size());
        indexes.forEach(index -> elements.add(written(index)));
        return JsonBody.arrayOf(elements);
    }
}
