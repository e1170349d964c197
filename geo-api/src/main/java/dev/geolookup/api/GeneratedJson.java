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
     * A JSON array of {@code count} objects whose members the writer writes, with where each record lies in it
     * ({@link RecordSpans}); expectedChars only sizes the buffer.
     */
    public static JsonBody records(int expectedChars, int count, GeoJson.Members members) {
        StringWriter text = new StringWriter(expectedChars);
        int[] ends = new int[count];
        try (JsonGenerator json = GENERATORS.createGenerator(text)) {
            json.writeStartArray();
            for (int i = 0; i < count; i++) {
                json.writeStartObject();
                members.write(json, i);
                json.writeEnd();
                json.flush();
                ends[i] = text.getBuffer().length();
            }
            json.writeEnd();
        }
        String written = text.toString();
        byte[] utf8 = written.getBytes(StandardCharsets.UTF_8);
        // Where every character took one byte, the character offsets are the byte offsets.
        return JsonBody.perRequest(utf8).withRecords(RecordSpans.ofArray(utf8.length == written.length() ? ends
                : byteOffsets(utf8, ends)));
    }

    /**
     * The byte offsets of these character offsets in the UTF-8 form of the text: a character outside the BMP is two
     * chars and four bytes, and a lone surrogate, which the encoder writes as '?', one of each.
     */
    private static int[] byteOffsets(byte[] utf8, int[] charEnds) {
        int[] byteEnds = new int[charEnds.length];
        int chars = 0;
        int at = 0;
        for (int i = 0; i < charEnds.length; i++) {
            while (chars < charEnds[i]) {
                int lead = utf8[at] & 0xFF;
                int length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
                chars += length == 4 ? 2 : 1;
                at += length;
            }
            byteEnds[i] = at;
        }
        return byteEnds;
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
