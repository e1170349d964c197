package dev.geolookup.web.support;

import dev.geolookup.search.BundledGazetteer;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.ToIntFunction;
import java.util.zip.GZIPInputStream;

/**
 * What REST Countries answered, worked out from its two bundled data files by the rules docs/API.md writes down
 * ("Moving from REST Countries"): the records each request finds, and each record as REST Countries wrote it.
 */
public final class RestCountriesOracle {

    private static final Path DIRECTORY = BundledGazetteer.DATASETS.resolve("countries");
    /** The fields of REST Countries' v2 class: a file member not among them is not written. */
    public static final List<String> V2_FIELDS = List.of("name", "topLevelDomain", "alpha2Code", "alpha3Code",
            "callingCodes", "capital", "altSpellings", "subregion", "region", "population", "latlng", "demonym", "area",
            "gini", "timezones", "borders", "nativeName", "numericCode", "flags", "currencies", "languages",
            "translations", "flag", "regionalBlocs", "cioc", "independent");
    /** The languages of its v2 translations class. */
    private static final Set<String> V2_TRANSLATIONS = Set.of("br", "pt", "nl", "hr", "fa", "de", "es", "fr", "ja",
            "it", "hu");
    private static final Set<String> V2_LANGUAGE_MEMBERS = Set.of("iso639_1", "iso639_2", "name", "nativeName");
    /** The members of its v3.1 classes that are objects of a class of their own, written even when empty. */
    private static final Set<String> V31_OBJECTS = Set.of("name", "idd", "car", "capitalInfo", "flags", "coatOfArms");

    public final List<JsonObject> v2 = read("countriesV2.json.gz");
    public final List<JsonObject> v31 = read("countriesV3.1.json.gz");

    /**
     * The v2 record as REST Countries wrote it without fields: empty members (null, "", [], {}) left out, and so
     * the empty members of each currency, language and regional bloc and of the translations.
     */
    public static JsonObject v2Written(JsonObject typed) {
        JsonObjectBuilder written = Json.createObjectBuilder();
        typed.forEach((name, value) -> {
            JsonValue cleaned = switch (name) {
                case "currencies", "languages", "regionalBlocs" -> eachWithoutEmpty(value.asJsonArray());
                case "translations" -> withoutEmpty(value.asJsonObject());
                default -> value;
            };
            if (!isEmpty(cleaned)) {
                written.add(name, cleaned);
            }
        });
        return written.build();
    }

    /**
     * The v2 record as REST Countries' class held it: only its fields, a numeric code as text, the translations of
     * its languages, each language with its four members, a regional bloc's absent lists empty, independent false
     * where absent, null members left out.
     */
    public static JsonObject v2Typed(JsonObject record) {
        JsonObjectBuilder typed = Json.createObjectBuilder();
        for (String field : V2_FIELDS) {
            JsonValue value = record.get(field);
            if (field.equals("independent")) {
                typed.add(field, value == null ? JsonValue.FALSE : value);
            } else if (value == null || value == JsonValue.NULL) {
                continue;
            } else if (field.equals("numericCode") && value instanceof JsonNumber number) {
                typed.add(field, number.toString());
            } else if (field.equals("translations")) {
                typed.add(field, only(value.asJsonObject(), V2_TRANSLATIONS));
            } else if (field.equals("languages")) {
                JsonArrayBuilder languages = Json.createArrayBuilder();
                value.asJsonArray().forEach(language -> languages.add(only(language.asJsonObject(),
                        V2_LANGUAGE_MEMBERS)));
                typed.add(field, languages);
            } else if (field.equals("regionalBlocs")) {
                JsonArrayBuilder blocs = Json.createArrayBuilder();
                value.asJsonArray().forEach(bloc -> blocs.add(Json.createObjectBuilder()
                        .add("otherAcronyms", JsonValue.EMPTY_JSON_ARRAY).add("otherNames", JsonValue.EMPTY_JSON_ARRAY)
                        .addAll(Json.createObjectBuilder(bloc.asJsonObject()))));
                typed.add(field, blocs);
            } else {
                typed.add(field, value);
            }
        }
        return typed.build();
    }

    /**
     * The v3.1 record as REST Countries wrote it without fields: empty members left out; an object of a class of its
     * own (name, idd, car, capitalInfo, flags, coatOfArms, a currency, a native name) kept even empty, without its
     * empty members; a map's entries as they are.
     */
    public static JsonObject v31Written(JsonObject record) {
        JsonObjectBuilder written = Json.createObjectBuilder();
        record.forEach((name, value) -> {
            if (V31_OBJECTS.contains(name) && value instanceof JsonObject object) {
                JsonObject cleaned = withoutEmpty(object);
                if (name.equals("name") && cleaned.get("nativeName") instanceof JsonObject nativeNames) {
                    cleaned = Json.createObjectBuilder(cleaned).add("nativeName", eachWithoutEmpty(nativeNames))
                            .build();
                }
                written.add(name, cleaned);
            } else if (name.equals("currencies") && value instanceof JsonObject currencies && !currencies.isEmpty()) {
                written.add(name, eachWithoutEmpty(currencies));
            } else if (!isEmpty(value)) {
                written.add(name, value);
            }
        });
        return written.build();
    }

    /** The record with only the named members that it has, null members and null entries of its maps left out. */
    public static JsonObject only(JsonObject record, Set<String> names) {
        JsonObjectBuilder kept = Json.createObjectBuilder();
        record.forEach((name, value) -> {
            if (names.contains(name) && value != JsonValue.NULL) {
                kept.add(name, value instanceof JsonObject object ? withoutNulls(object) : value);
            }
        });
        return kept.build();
    }

    private static JsonObject withoutNulls(JsonObject object) {
        JsonObjectBuilder kept = Json.createObjectBuilder();
        object.forEach((name, value) -> {
            if (value != JsonValue.NULL) {
                kept.add(name, value);
            }
        });
        return kept.build();
    }

    private static JsonObject withoutEmpty(JsonObject object) {
        JsonObjectBuilder kept = Json.createObjectBuilder();
        object.forEach((name, value) -> {
            if (!isEmpty(value)) {
                kept.add(name, value);
            }
        });
        return kept.build();
    }

    private static JsonArray eachWithoutEmpty(JsonArray objects) {
        JsonArrayBuilder each = Json.createArrayBuilder();
        objects.forEach(object -> each.add(withoutEmpty(object.asJsonObject())));
        return each.build();
    }

    private static JsonObject eachWithoutEmpty(JsonObject objects) {
        JsonObjectBuilder each = Json.createObjectBuilder();
        objects.forEach((name, object) -> each.add(name, withoutEmpty(object.asJsonObject())));
        return each.build();
    }

    private static boolean isEmpty(JsonValue value) {
        return value == null || value == JsonValue.NULL || value instanceof JsonString text && text.getString().isEmpty()
                || value instanceof JsonArray array && array.isEmpty()
                || value instanceof JsonObject object && object.isEmpty();
    }

    /** Each record in the file's order, as many times as the counter counts it, as its alpha-3 code. */
    public static List<String> codes(List<JsonObject> records, String codeMember, ToIntFunction<JsonObject> counter) {
        List<String> codes = new ArrayList<>();
        for (JsonObject record : records) {
            for (int n = counter.applyAsInt(record); n > 0; n--) {
                codes.add(record.getString(codeMember));
            }
        }
        return codes;
    }

    public static String text(JsonObject object, String member) {
        return object.get(member) instanceof JsonString text ? text.getString() : null;
    }

    public static List<String> texts(JsonObject object, String member) {
        return object.get(member) instanceof JsonArray array ? array.stream()
                .filter(JsonString.class::isInstance).map(value -> ((JsonString) value).getString()).toList() : List.of();
    }

    public static List<JsonObject> objects(JsonObject object, String member) {
        return object.get(member) instanceof JsonArray array ? array.getValuesAs(JsonObject.class) : List.of();
    }

    public static JsonObject object(JsonObject object, String member) {
        return object.get(member) instanceof JsonObject inner ? inner : JsonValue.EMPTY_JSON_OBJECT;
    }

    public static String lower(String text) {
        return text.toLowerCase(Locale.ROOT);
    }

    /** Lower-cased, without the combining marks of its decomposed form. */
    public static String accentless(String text) {
        return Normalizer.normalize(lower(text), Normalizer.Form.NFD).replaceAll("\\p{InCombiningDiacriticalMarks}+", "");
    }

    private static List<JsonObject> read(String file) {
        try (InputStream in = new GZIPInputStream(Files.newInputStream(DIRECTORY.resolve(file)));
             JsonReader reader = Json.createReader(in)) {
            return reader.readArray().getValuesAs(JsonObject.class);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
