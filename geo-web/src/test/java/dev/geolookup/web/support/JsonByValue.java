package dev.geolookup.web.support;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;

import java.util.Comparator;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * JSON values made comparable by what they say: each number as its value alone (a JavaScript client writes 51.0
 * as 51, a Java one 1.7E7 where another writes 17000000), and where asked, each array's elements in one order.
 */
public final class JsonByValue {

    private JsonByValue() {
    }

    /** Numbers by value; arrays in their order. */
    public static JsonValue numbers(JsonValue value) {
        return byValue(value, false);
    }

    /** Numbers by value, and arrays compared as multisets. */
    public static JsonValue unordered(JsonValue value) {
        return byValue(value, true);
    }

    private static JsonValue byValue(JsonValue value, boolean sortArrays) {
        if (value instanceof JsonNumber number) {
            return Json.createValue(number.bigDecimalValue().stripTrailingZeros());
        }
        if (value instanceof JsonObject object) {
            // Members in one order, so that sorted arrays of objects sort alike whatever order each was written in.
            JsonObjectBuilder copy = Json.createObjectBuilder();
            new TreeMap<>(object).forEach((name, member) -> copy.add(name, byValue(member, sortArrays)));
            return copy.build();
        }
        if (value instanceof JsonArray array) {
            JsonArrayBuilder copy = Json.createArrayBuilder();
            Stream<JsonValue> elements = array.stream().map(element -> byValue(element, sortArrays));
            (sortArrays ? elements.sorted(Comparator.comparing(JsonValue::toString)) : elements).forEach(copy::add);
            return copy.build();
        }
        return value;
    }
}
