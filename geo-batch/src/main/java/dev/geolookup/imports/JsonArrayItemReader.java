package dev.geolookup.imports;

import jakarta.batch.api.BatchProperty;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import jakarta.json.Json;
import jakarta.json.stream.JsonParser;

import java.io.IOException;

/**
 * Streams the elements of a JSON array one at a time, so that the file is never whole in memory: the file itself
 * when it is an array (REST Countries), or the array under {@code arrayMember} of the object the file is (the
 * features of a GeoJSON FeatureCollection), of each source in turn. {@code items} names the elements in the reason
 * of a failed run; a file of another shape fails it.
 */
@Named("jsonArrayItemReader")
@Dependent
public class JsonArrayItemReader extends SourcesReader {

    @Inject
    @BatchProperty(name = "arrayMember")
    private String arrayMember;

    @Inject
    @BatchProperty(name = "items")
    private String items;

    private JsonParser parser;
    private boolean started;

    /** Opens the next source at its array's first element; false after the last source. */
    private boolean openNext() throws IOException {
        SourceLocations.Location next = nextSource();
        if (next == null) {
            return false;
        }
        DatasetSource opened = next.open();
        run().readFrom(opened);
        parser = Json.createParser(opened.content());
        boolean inArray = isTopLevel() ? startsArray() : findsMemberArray();
        if (!inArray) {
            throw new IOException("expected " + (isTopLevel() ? "a JSON array of " + items
                    : "a JSON object holding an array of " + items + " as '" + arrayMember + "'")
                    + " in " + opened.description());
        }
        return true;
    }

    private boolean isTopLevel() {
        return arrayMember == null || arrayMember.isBlank();
    }

    private boolean startsArray() {
        return parser.hasNext() && parser.next() == JsonParser.Event.START_ARRAY;
    }

    private boolean findsMemberArray() {
        if (!parser.hasNext() || parser.next() != JsonParser.Event.START_OBJECT) {
            return false;
        }
        while (parser.hasNext()) {
            JsonParser.Event event = parser.next();
            if (event == JsonParser.Event.KEY_NAME && parser.getString().equals(arrayMember)) {
                return startsArray();
            }
            if (event == JsonParser.Event.START_OBJECT) {
                parser.skipObject();
            } else if (event == JsonParser.Event.START_ARRAY) {
                parser.skipArray();
            }
        }
        return false;
    }

    @Override
    public Object readItem() throws IOException {
        if (!started) {
            started = true;
            if (!openNext()) {
                throw new IOException("no source of " + items + " to read");
            }
        }
        while (parser != null) {
            if (!parser.hasNext()) {
                throw new IOException("the JSON array of " + items + " ends before it is closed");
            }
            if (parser.next() != JsonParser.Event.END_ARRAY) {
                run().rowRead();
                return parser.getValue();
            }
            parser.close();
            parser = null;
            openNext();
        }
        return null;
    }

    @Override
    public void close() {
        if (parser != null) {
            parser.close();
        }
    }
}
