package dev.geolookup.web.geocode;

import dev.geolookup.api.GeneratedJson;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.geocode.GeocodeMatch;
import dev.geolookup.api.geocode.GeocodeRow;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A short list of names (and countries) geocoded at once, for the MCP tool: the rows it makes of them, and the
 * answer, an array whose elements are those of the JSON lines answer to a file (the tool wraps it in results).
 */
public final class GeocodedNames {

    private static final List<String> COLUMNS = List.of("name", "country");

    private GeocodedNames() {
    }

    /** One row per name, the country at the same index where one is given (null or blank for none). */
    public static List<GeocodeRow> rows(List<String> names, List<String> countries) {
        List<GeocodeRow> rows = new ArrayList<>(names.size());
        for (int i = 0; i < names.size(); i++) {
            String country = countries != null && i < countries.size() ? countries.get(i) : null;
            rows.add(new GeocodeRow(i + 1, names.get(i), country, null, null, null));
        }
        return rows;
    }

    public static JsonBody answer(List<GeocodeRow> rows, List<GeocodeMatch> matches) {
        return GeneratedJson.records(256 * rows.size() + 16, rows.size(), (json, i) -> {
            GeocodeRow row = rows.get(i);
            RowJson.writeRow(json, COLUMNS, new InputRow(Arrays.asList(row.name(),
                    row.country() == null ? "" : row.country()), row));
            RowJson.writeMatch(json, matches.get(i));
        });
    }
}
