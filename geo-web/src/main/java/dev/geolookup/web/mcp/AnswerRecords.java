package dev.geolookup.web.mcp;

import dev.geolookup.api.Jsonp;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParserFactory;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A service's JSON answer read as its records without building them: each record of a page is kept as the text the
 * service wrote, with the few top-level members its link names; the records outside the page are only counted.
 * Building every record as a map and writing it again cost an MCP call more than the service's answer did.
 */
final class AnswerRecords {

    private static final JsonParserFactory PARSERS = Jsonp.PROVIDER.createParserFactory(Map.of());

    /** One record's JSON as the service wrote it, and those of its top-level members a link reads. */
    record Text(String json, Map<String, String> members) {
    }

    /** The records of a list from an offset, and how many the list holds in all. */
    record Slice(List<Text> records, int size) {
    }

    private AnswerRecords() {
    }

    /** The answer as one record (a JSON object). */
    static Text record(String json, Set<String> linked) {
        try (JsonParser parser = PARSERS.createParser(new StringReader(json))) {
            expect(parser, JsonParser.Event.START_OBJECT);
            return new Text(json, membersOf(parser, linked));
        }
    }

    /** The records [from, to) of a list (a JSON array of objects), and its size. */
    static Slice slice(String json, int from, int to, Set<String> linked) {
        List<Text> records = new ArrayList<>();
        int size = 0;
        try (JsonParser parser = PARSERS.createParser(new StringReader(json))) {
            expect(parser, JsonParser.Event.START_ARRAY);
            for (JsonParser.Event event = parser.next(); event != JsonParser.Event.END_ARRAY;
                 event = parser.next(), size++) {
                if (event != JsonParser.Event.START_OBJECT) {
                    throw new IllegalStateException("a list answer holds " + event + " where a record belongs");
                }
                if (size < from || size >= to) {
                    parser.skipObject();
                    continue;
                }
                int start = (int) parser.getLocation().getStreamOffset() - 1;
                Map<String, String> members = membersOf(parser, linked);
                records.add(new Text(json.substring(start, (int) parser.getLocation().getStreamOffset()), members));
            }
        }
        return new Slice(records, size);
    }

    /** Reads an object's members to its end, keeping the named scalar ones as text. */
    private static Map<String, String> membersOf(JsonParser parser, Set<String> linked) {
        Map<String, String> members = new HashMap<>();
        for (JsonParser.Event event = parser.next(); event != JsonParser.Event.END_OBJECT; event = parser.next()) {
            String name = parser.getString();
            switch (parser.next()) {
                case START_OBJECT -> parser.skipObject();
                case START_ARRAY -> parser.skipArray();
                case VALUE_STRING, VALUE_NUMBER -> {
                    if (linked.contains(name)) {
                        members.put(name, parser.getString());
                    }
                }
                default -> {
                    // true, false and null link nothing
                }
            }
        }
        return members;
    }

    private static void expect(JsonParser parser, JsonParser.Event first) {
        JsonParser.Event event = parser.next();
        if (event != first) {
            throw new IllegalStateException("the answer starts with " + event + " where " + first + " belongs");
        }
    }
}
