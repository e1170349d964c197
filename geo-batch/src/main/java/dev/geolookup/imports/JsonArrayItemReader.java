package dev.geolookup.imports;

import jakarta.batch.api.BatchProperty;
import jakarta.batch.api.chunk.AbstractItemReader;
import jakarta.batch.runtime.context.JobContext;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import jakarta.json.Json;
import jakarta.json.stream.JsonParser;

import java.io.IOException;
import java.io.Serializable;

/**
 * Streams the elements of a JSON array one at a time, so that the file is never whole in memory: the file itself
 * when it is an array (REST Countries), or the array under {@code arrayMember} of the object the file is (the
 * features of a GeoJSON FeatureCollection). {@code items} names the elements in the reason of a failed run; a file
 * of another shape fails it.
 */
@Named("jsonArrayItemReader")
@Dependent
public class JsonArrayItemReader extends AbstractItemReader {

    @Inject
    private JobContext jobContext;

    @Inject
    @BatchProperty(name = "source")
    private String source;

    @Inject
    @BatchProperty(name = "bundledResource")
    private String bundledResource;

    @Inject
    @BatchProperty(name = "arrayMember")
    private String arrayMember;

    @Inject
    @BatchProperty(name = "items")
    private String items;

    private JsonParser parser;

    @Override
    public void open(Serializable checkpoint) throws IOException {
        DatasetSource opened = DatasetSource.open(source, bundledResource);
        ImportContext.of(jobContext).readFrom(opened);
        parser = Json.createParser(opened.content());
        boolean inArray = isTopLevel() ? startsArray() : findsMemberArray();
        if (!inArray) {
            throw new IOException("expected " + (isTopLevel() ? "a JSON array of " + items
                    : "a JSON object holding an array of " + items + " as '" + arrayMember + "'")
                    + " in " + opened.description());
        }
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
        if (!parser.hasNext()) {
            throw new IOException("the JSON array of " + items + " ends before it is closed");
        }
        JsonParser.Event event = parser.next();
        if (event == JsonParser.Event.END_ARRAY) {
            return null;
        }
        ImportContext.of(jobContext).rowRead();
        return parser.getValue();
    }

    @Override
    public void close() {
        if (parser != null) {
            parser.close();
        }
    }
}
