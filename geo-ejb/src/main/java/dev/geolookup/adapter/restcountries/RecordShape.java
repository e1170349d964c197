package dev.geolookup.adapter.restcountries;

import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonGenerator;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The shape of a REST Countries record as REST Countries' own classes give it, which is what its answers show, not
 * the data file: it read each record with Gson into typed fields (a number where a text is declared becomes text,
 * an undeclared member is dropped, an absent primitive is false) and wrote it two ways. Without {@code fields},
 * Micronaut Serde wrote the object in its properties' order, leaving out every null, empty text, empty list and
 * empty map (an object of a declared class stays, even when empty; a map's null values are written). With
 * {@code fields}, Gson wrote it in the classes' field order, the subclass's fields first, leaving out nulls only.
 * <p>
 * A record is read once into its model (texts, numbers, booleans, lists and maps of Java objects, each object's
 * members in Gson's order, nulls left out) and written from that model either way.
 */
interface RecordShape {

    /** A declared text (String). */
    record Text() implements RecordShape {
    }

    /** A declared Integer. */
    record Whole() implements RecordShape {
    }

    /** A declared Double. */
    record Decimal() implements RecordShape {
    }

    /** A declared boolean: a primitive is false when absent, a Boolean null. */
    record Truth(boolean primitive) implements RecordShape {
    }

    /**
     * A list; {@code emptyWhenAbsent} where the class's getter makes an absent list an empty one and keeps it (v2's
     * regional blocs), which every answer after the first shows.
     */
    record ListOf(RecordShape element, boolean emptyWhenAbsent) implements RecordShape {

        ListOf(RecordShape element) {
            this(element, false);
        }
    }

    /** A map of text keys, kept in the file's order. */
    record MapOf(RecordShape value) implements RecordShape {
    }

    /**
     * An object of a declared class: its fields in Gson's order ({@code fields}) and the order Serde writes them in
     * ({@code written}, the same names).
     */
    record Bean(List<Property> fields, List<String> written) implements RecordShape {

        Property property(String name) {
            for (Property property : fields) {
                if (property.name().equals(name)) {
                    return property;
                }
            }
            throw new IllegalArgumentException("no property " + name);
        }
    }

    record Property(String name, RecordShape shape) {
    }

    RecordShape TEXT = new Text();
    RecordShape WHOLE = new Whole();
    RecordShape DECIMAL = new Decimal();

    /** The model of a JSON value as Gson reads it into this shape; null where Gson leaves the field null. */
    static Object read(JsonValue value, RecordShape shape) {
        if (value == null || value.getValueType() == JsonValue.ValueType.NULL) {
            return shape instanceof Truth truth && truth.primitive() ? Boolean.FALSE
                    : shape instanceof ListOf list && list.emptyWhenAbsent() ? List.of() : null;
        }
        if (shape instanceof Text) {
            return value instanceof JsonString string ? string.getString()
                    : value instanceof JsonNumber || value == JsonValue.TRUE || value == JsonValue.FALSE
                    ? value.toString() : null;
        }
        if (shape instanceof Whole) {
            return value instanceof JsonNumber number && number.isIntegral() ? Integer.valueOf(number.intValue())
                    : value instanceof JsonString string ? parsedWhole(string.getString()) : null;
        }
        if (shape instanceof Decimal) {
            return value instanceof JsonNumber number ? Double.valueOf(number.doubleValue())
                    : value instanceof JsonString string ? parsedDecimal(string.getString()) : null;
        }
        if (shape instanceof Truth truth) {
            return value == JsonValue.TRUE ? Boolean.TRUE : value == JsonValue.FALSE || truth.primitive()
                    ? Boolean.FALSE : null;
        }
        if (shape instanceof ListOf list) {
            if (value.getValueType() != JsonValue.ValueType.ARRAY) {
                return null;
            }
            List<Object> elements = new ArrayList<>();
            value.asJsonArray().forEach(element -> elements.add(read(element, list.element())));
            return elements;
        }
        if (!(value instanceof JsonObject object)) {
            return null;
        }
        Map<String, Object> members = new LinkedHashMap<>();
        if (shape instanceof MapOf map) {
            object.forEach((key, entry) -> members.put(key, read(entry, map.value())));
        } else {
            for (Property property : ((Bean) shape).fields()) {
                Object field = read(object.get(property.name()), property.shape());
                if (field != null) {
                    members.put(property.name(), field);
                }
            }
        }
        return members;
    }

    /** Writes the model as Gson wrote it: the classes' field order, nulls left out, empty values kept. */
    static void writeAsGson(JsonGenerator json, String name, Object model, RecordShape shape) {
        write(json, name, model, shape, false);
    }

    /**
     * Writes the model as Serde wrote it: the properties' order, every null, empty text, empty list and empty map
     * of an object left out (an object of a declared class is written, empty or not).
     */
    static void writeAsSerde(JsonGenerator json, String name, Object model, RecordShape shape) {
        write(json, name, model, shape, true);
    }

    private static void write(JsonGenerator json, String name, Object model, RecordShape shape, boolean serde) {
        if (shape instanceof ListOf list) {
            start(json, name, false);
            for (Object element : (List<?>) model) {
                if (element != null) {
                    write(json, null, element, list.element(), serde);
                }
            }
            json.writeEnd();
        } else if (shape instanceof MapOf map) {
            // A map's null values: Gson leaves them out, Serde writes them.
            start(json, name, true);
            for (Map.Entry<?, ?> entry : ((Map<?, ?>) model).entrySet()) {
                if (entry.getValue() != null) {
                    write(json, (String) entry.getKey(), entry.getValue(), map.value(), serde);
                } else if (serde) {
                    json.writeNull((String) entry.getKey());
                }
            }
            json.writeEnd();
        } else if (shape instanceof Bean bean) {
            start(json, name, true);
            Map<?, ?> fields = (Map<?, ?>) model;
            if (serde) {
                for (String written : bean.written()) {
                    Object field = fields.get(written);
                    if (!isEmpty(field)) {
                        write(json, written, field, bean.property(written).shape(), true);
                    }
                }
            } else {
                for (Property property : bean.fields()) {
                    Object field = fields.get(property.name());
                    if (field != null) {
                        write(json, property.name(), field, property.shape(), false);
                    }
                }
            }
            json.writeEnd();
        } else {
            writeScalar(json, name, model);
        }
    }

    /** What Serde leaves out of an object: nothing there, an empty text, an empty list or map. */
    static boolean isEmpty(Object field) {
        return field == null || field instanceof String text && text.isEmpty()
                || field instanceof Collection<?> list && list.isEmpty()
                || field instanceof Map<?, ?> map && map.isEmpty();
    }

    private static void start(JsonGenerator json, String name, boolean object) {
        if (object) {
            if (name == null) {
                json.writeStartObject();
            } else {
                json.writeStartObject(name);
            }
        } else if (name == null) {
            json.writeStartArray();
        } else {
            json.writeStartArray(name);
        }
    }

    private static void writeScalar(JsonGenerator json, String name, Object value) {
        if (value instanceof String text) {
            if (name == null) {
                json.write(text);
            } else {
                json.write(name, text);
            }
        } else if (value instanceof Integer whole) {
            if (name == null) {
                json.write(whole);
            } else {
                json.write(name, whole);
            }
        } else if (value instanceof Double decimal) {
            if (name == null) {
                json.write(decimal);
            } else {
                json.write(name, decimal);
            }
        } else if (value instanceof Boolean truth) {
            if (name == null) {
                json.write(truth);
            } else {
                json.write(name, truth);
            }
        } else {
            throw new IllegalStateException("not a scalar of a record: " + value);
        }
    }

    private static Integer parsedWhole(String text) {
        try {
            return Integer.valueOf(text.trim());
        } catch (NumberFormatException notWhole) {
            return null;
        }
    }

    private static Double parsedDecimal(String text) {
        try {
            return Double.valueOf(text.trim());
        } catch (NumberFormatException notDecimal) {
            return null;
        }
    }
}
