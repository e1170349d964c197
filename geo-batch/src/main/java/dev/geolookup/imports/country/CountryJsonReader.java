package dev.geolookup.imports.country;

import dev.geolookup.imports.DatasetSource;
import dev.geolookup.imports.ImportContext;
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
 * Streams the elements of a REST Countries v2 JSON array one at a time, so the file is never whole in memory.
 * A file that is not JSON, or not an array, fails the run.
 */
@Named("countryJsonReader")
@Dependent
public class CountryJsonReader extends AbstractItemReader {

    @Inject
    private JobContext jobContext;

    @Inject
    @BatchProperty(name = "source")
    private String source;

    @Inject
    @BatchProperty(name = "bundledResource")
    private String bundledResource;

    private JsonParser parser;

    @Override
    public void open(Serializable checkpoint) throws IOException {
        DatasetSource opened = DatasetSource.open(source, bundledResource);
        ImportContext.of(jobContext).readFrom(opened);
        parser = Json.createParser(opened.content());
        if (!parser.hasNext() || parser.next() != JsonParser.Event.START_ARRAY) {
            throw new IOException("expected a JSON array of countries in " + opened.description());
        }
    }

    @Override
    public Object readItem() throws IOException {
        if (!parser.hasNext()) {
            throw new IOException("the JSON array of countries ends before it is closed");
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
