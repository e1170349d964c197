package dev.geolookup.web.geocode;

import dev.geolookup.api.Jsonp;
import dev.geolookup.api.geocode.GeocodeMatch;
import jakarta.json.stream.JsonGenerator;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;

/**
 * The answer as JSON lines: one object per row and line, {@code {"row": {column: value}, geonameId, ...}}, a field
 * without a value null.
 */
final class JsonLinesAnswer implements GeocodeAnswer {

    private final OutputStream out;
    private final ByteArrayOutputStream line = new ByteArrayOutputStream(512);
    private List<String> columns;

    JsonLinesAnswer(OutputStream out) {
        this.out = out;
    }

    @Override
    public void start(List<String> header) {
        columns = ColumnNames.of(header);
    }

    @Override
    public void row(InputRow input, GeocodeMatch match) throws IOException {
        line.reset();
        try (JsonGenerator json = Jsonp.PROVIDER.createGenerator(line)) {
            json.writeStartObject();
            RowJson.writeRow(json, columns, input);
            RowJson.writeMatch(json, match);
            json.writeEnd();
        }
        line.write('\n');
        line.writeTo(out);
    }

    @Override
    public void end() throws IOException {
        out.flush();
    }
}
