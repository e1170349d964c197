package dev.geolookup.postal;

import dev.geolookup.api.JsonBody;
import dev.geolookup.distance.NearestNeighbourIndex;
import jakarta.json.Json;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonGeneratorFactory;

import java.io.ByteArrayOutputStream;
import java.util.Map;

/** Writes postal entries as the postal record of API-DECISIONS. */
final class PostalJson {

    private static final JsonGeneratorFactory GENERATORS = Json.createGeneratorFactory(Map.of());

    private PostalJson() {
    }

    static JsonBody list(PostalBook book, int[] rows) {
        return write(book, rows, null);
    }

    static JsonBody near(PostalBook book, NearestNeighbourIndex.Neighbours neighbours) {
        return write(book, neighbours.points(), neighbours.distancesKm());
    }

    private static JsonBody write(PostalBook book, int[] rows, double[] distancesKm) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(64 + 300 * rows.length);
        try (JsonGenerator json = GENERATORS.createGenerator(bytes)) {
            json.writeStartArray();
            for (int i = 0; i < rows.length; i++) {
                int row = rows[i];
                json.writeStartObject();
                json.write("countryCode", book.countryCode(row));
                json.write("postalCode", book.postalCode(row));
                writeText(json, "placeName", book.placeName(row));
                for (PostalBook.AdminField field : PostalBook.AdminField.values()) {
                    writeText(json, field.jsonName(), book.admin(field, row));
                }
                if (book.hasCoordinates(row)) {
                    json.write("latitude", book.latitude(row));
                    json.write("longitude", book.longitude(row));
                } else {
                    json.writeNull("latitude");
                    json.writeNull("longitude");
                }
                if (book.accuracy(row) > 0) {
                    json.write("accuracy", book.accuracy(row));
                } else {
                    json.writeNull("accuracy");
                }
                if (distancesKm != null) {
                    json.write("distanceKm", distancesKm[i]);
                }
                json.writeEnd();
            }
            json.writeEnd();
        }
        return JsonBody.of(bytes.toByteArray());
    }

    private static void writeText(JsonGenerator json, String name, String value) {
        if (value == null) {
            json.writeNull(name);
        } else {
            json.write(name, value);
        }
    }
}
