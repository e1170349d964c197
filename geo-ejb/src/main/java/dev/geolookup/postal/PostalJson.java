package dev.geolookup.postal;

import dev.geolookup.api.GeneratedJson;
import dev.geolookup.api.JsonBody;
import dev.geolookup.distance.NearestNeighbourIndex;

import static dev.geolookup.api.GeneratedJson.writeTextOrNull;

/** Writes postal entries as the postal record of API-DECISIONS. */
final class PostalJson {

    private PostalJson() {
    }

    static JsonBody list(PostalBook book, int[] rows) {
        return write(book, rows, null);
    }

    static JsonBody near(PostalBook book, NearestNeighbourIndex.Neighbours neighbours) {
        return write(book, neighbours.points(), neighbours.distancesKm());
    }

    private static JsonBody write(PostalBook book, int[] rows, double[] distancesKm) {
        return GeneratedJson.body(64 + 300 * rows.length, json -> {
            json.writeStartArray();
            for (int i = 0; i < rows.length; i++) {
                int row = rows[i];
                json.writeStartObject();
                json.write("countryCode", book.countryCode(row));
                json.write("postalCode", book.postalCode(row));
                writeTextOrNull(json, "placeName", book.placeName(row));
                for (PostalBook.AdminField field : PostalBook.AdminField.values()) {
                    writeTextOrNull(json, field.jsonName(), book.admin(field, row));
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
        });
    }
}
