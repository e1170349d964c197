package dev.geolookup.web.geocode;

import dev.geolookup.api.geocode.GeocodeMatch;
import jakarta.json.stream.JsonGenerator;

import java.util.List;

/** A row and its match as members of a JSON object, for the JSON lines and the GeoJSON answers alike. */
final class RowJson {

    private RowJson() {
    }

    /** The row's values under "row", by column name; a row shorter than the header lacks the last columns. */
    static void writeRow(JsonGenerator json, List<String> columns, InputRow input) {
        json.writeStartObject("row");
        for (int i = 0; i < columns.size() && i < input.values().size(); i++) {
            json.write(columns.get(i), input.values().get(i));
        }
        json.writeEnd();
    }

    static void writeMatch(JsonGenerator json, GeocodeMatch match) {
        writeNumber(json, "geonameId", match.geonameId());
        writeText(json, "name", match.name());
        writeText(json, "countryCode", match.countryCode());
        writeText(json, "admin1Code", match.admin1Code());
        writeNumber(json, "latitude", match.latitude());
        writeNumber(json, "longitude", match.longitude());
        writeNumber(json, "population", match.population());
        writeText(json, "timezone", match.timezone());
        writeText(json, "matchedName", match.matchedName());
        writeNumber(json, "confidence", match.confidence());
        json.write("match", match.match().word());
        writeText(json, "reason", match.reason());
    }

    private static void writeText(JsonGenerator json, String name, String value) {
        if (value == null) {
            json.writeNull(name);
        } else {
            json.write(name, value);
        }
    }

    private static void writeNumber(JsonGenerator json, String name, Number value) {
        if (value == null) {
            json.writeNull(name);
        } else if (value instanceof Double decimal) {
            json.write(name, decimal);
        } else {
            json.write(name, value.longValue());
        }
    }
}
