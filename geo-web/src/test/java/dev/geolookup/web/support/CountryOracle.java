package dev.geolookup.web.support;

import dev.geolookup.search.BundledGazetteer;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

/**
 * The expected answers, computed directly from the bundled REST Countries file that the service imported: an
 * oracle independent of the service's importer, database and read model.
 */
public final class CountryOracle {

    private static final Path BUNDLED = BundledGazetteer.DATASETS.resolve("countries/countriesV2.json.gz");
    private static final Path WORLD_COUNTRIES =
            BundledGazetteer.DATASETS.resolve("countries/world-countries.json.gz");

    private final List<JsonObject> countries;

    private CountryOracle(List<JsonObject> countries) {
        this.countries = countries;
    }

    public static CountryOracle load() {
        return new CountryOracle(read(BUNDLED));
    }

    /** The records of the bundled world-countries file, which hold the names in 23 languages. */
    public static List<JsonObject> worldCountries() {
        return read(WORLD_COUNTRIES);
    }

    private static List<JsonObject> read(Path gzipJsonArray) {
        try (InputStream in = new GZIPInputStream(Files.newInputStream(gzipJsonArray));
             JsonReader reader = Json.createReader(in)) {
            return reader.readArray().getValuesAs(JsonObject.class);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public int size() {
        return countries.size();
    }

    public JsonObject byAlpha2(String code) {
        return countries.stream().filter(c -> c.getString("alpha2Code").equals(code)).findFirst().orElseThrow();
    }

    /** alpha3 codes of the countries matching, in the file's order. */
    public List<String> alpha3Where(Predicate<JsonObject> predicate) {
        return countries.stream().filter(predicate).map(c -> c.getString("alpha3Code")).toList();
    }

    public static Stream<String> strings(JsonObject country, String key) {
        JsonValue value = country.get(key);
        if (value == null || value.getValueType() != JsonValue.ValueType.ARRAY) {
            return Stream.empty();
        }
        return value.asJsonArray().stream().filter(JsonString.class::isInstance).map(v -> ((JsonString) v).getString());
    }

    public static Stream<String> nestedStrings(JsonObject country, String arrayKey, String... keys) {
        JsonValue value = country.get(arrayKey);
        if (value == null || value.getValueType() != JsonValue.ValueType.ARRAY) {
            return Stream.empty();
        }
        return value.asJsonArray().stream().map(JsonValue::asJsonObject)
                .flatMap(o -> Stream.of(keys).map(k -> o.get(k)))
                .filter(JsonString.class::isInstance).map(v -> ((JsonString) v).getString());
    }

    public static String text(JsonObject country, String key) {
        JsonValue value = country.get(key);
        return value instanceof JsonString s ? s.getString() : null;
    }

    public static Double number(JsonObject country, String key) {
        JsonValue value = country.get(key);
        return value instanceof jakarta.json.JsonNumber n ? n.doubleValue() : null;
    }

    public static String lower(String text) {
        return text == null ? null : text.toLowerCase(Locale.ROOT);
    }

    /** alpha3 codes in an answer array, in the answer's order. */
    public static List<String> alpha3Codes(JsonArray answer) {
        return answer.getValuesAs(JsonObject.class).stream().map(c -> c.getString("alpha3Code")).toList();
    }

    public static String joined(List<String> codes) {
        return codes.stream().collect(Collectors.joining(","));
    }
}
