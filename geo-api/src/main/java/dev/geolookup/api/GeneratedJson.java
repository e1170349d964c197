package dev.geolookup.api;

import jakarta.json.Json;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonGeneratorFactory;

import java.io.ByteArrayOutputStream;
import java.util.Map;
import java.util.function.Consumer;

/** JSON written straight to bytes by a JSON-P generator, for answers built per request from a read model. */
public final class GeneratedJson {

    private static final JsonGeneratorFactory GENERATORS = Json.createGeneratorFactory(Map.of());

    private GeneratedJson() {
    }

    /** The body the content writes, with its entity tag; expectedBytes only sizes the buffer. */
    public static JsonBody body(int expectedBytes, Consumer<JsonGenerator> content) {
        return JsonBody.of(bytes(expectedBytes, content));
    }

    public static byte[] bytes(int expectedBytes, Consumer<JsonGenerator> content) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(expectedBytes);
        try (JsonGenerator json = GENERATORS.createGenerator(bytes)) {
            content.accept(json);
        }
        return bytes.toByteArray();
    }

    /** A text member, or null when there is no value: records keep every field. */
    public static void writeTextOrNull(JsonGenerator json, String name, String value) {
        if (value == null) {
            json.writeNull(name);
        } else {
            json.write(name, value);
        }
    }
}
