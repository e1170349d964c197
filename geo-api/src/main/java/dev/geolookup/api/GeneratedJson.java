package dev.geolookup.api;

import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonGeneratorFactory;

import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.function.Consumer;

/** JSON written by a JSON-P generator, for answers built per request from a read model. */
public final class GeneratedJson {

    private static final JsonGeneratorFactory GENERATORS = Jsonp.PROVIDER.createGeneratorFactory(Map.of());

    private GeneratedJson() {
    }

    /** The body the content writes, with its entity tag; expectedChars only sizes the buffer. */
    public static JsonBody body(int expectedChars, Consumer<JsonGenerator> content) {
        return JsonBody.perRequest(bytes(expectedChars, content));
    }

    /**
     * Generated as text and encoded once at the end: a generator on an OutputStream builds its own
     * OutputStreamWriter, whose encoder and 8 KB buffer cost more than writing a small answer (measured: 2.2 µs
     * against 1.5 µs for two postal records).
     */
    public static byte[] bytes(int expectedChars, Consumer<JsonGenerator> content) {
        StringWriter text = new StringWriter(expectedChars);
        try (JsonGenerator json = GENERATORS.createGenerator(text)) {
            content.accept(json);
        }
        return text.toString().getBytes(StandardCharsets.UTF_8);
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
