package dev.geolookup.web.geocode;

import dev.geolookup.api.GeoJson;
import dev.geolookup.api.Jsonp;
import dev.geolookup.api.geocode.GeocodeMatch;
import jakarta.json.stream.JsonGenerator;

import java.io.IOException;
import java.io.OutputStream;
import java.util.List;

/**
 * The answer as a GeoJSON FeatureCollection: a Point Feature per row that matched (id its geonameId, properties its
 * row and match), in the file's order. Rows without a place (no match, an error) are left out and counted in the
 * collection's member {@code rowsWithoutMatch}, written after the features, since the answer is streamed.
 */
final class GeoJsonAnswer implements GeocodeAnswer {

    private final JsonGenerator json;
    private List<String> columns;
    private long withoutMatch;

    GeoJsonAnswer(OutputStream out) {
        json = Jsonp.PROVIDER.createGenerator(out);
    }

    @Override
    public void start(List<String> header) {
        columns = ColumnNames.of(header);
        json.writeStartObject().write("type", "FeatureCollection").writeStartArray("features");
    }

    @Override
    public void row(InputRow input, GeocodeMatch match) {
        if (!match.located()) {
            withoutMatch++;
            return;
        }
        GeoJson.writeFeature(json, match.geonameId(), match.latitude(), match.longitude(), properties -> {
            RowJson.writeRow(properties, columns, input);
            RowJson.writeMatch(properties, match);
        });
    }

    @Override
    public void end() throws IOException {
        json.writeEnd().write("rowsWithoutMatch", withoutMatch).writeEnd();
        json.flush();
    }
}
