package dev.geolookup.postal;

import dev.geolookup.api.GeneratedJson;
import dev.geolookup.api.JsonBody;
import dev.geolookup.spatial.NearestNeighbourIndex;

import static dev.geolookup.api.GeneratedJson.writeTextOrNull;

/** Writes postal entries as postal records (countryCode, postalCode, placeName, admin names and codes, coordinates). */
final class PostalJson {

    private PostalJson() {
    }

    static JsonBody list(PostalCodeView view, int[] rows) {
        return write(view, rows, null);
    }

    static JsonBody near(PostalCodeView view, NearestNeighbourIndex.Neighbours neighbours) {
        return write(view, neighbours.points(), neighbours.distancesKm());
    }

    private static JsonBody write(PostalCodeView view, int[] rows, double[] distancesKm) {
        return GeneratedJson.body(64 + 300 * rows.length, json -> {
            json.writeStartArray();
            for (int i = 0; i < rows.length; i++) {
                int row = rows[i];
                json.writeStartObject();
                json.write("countryCode", view.countryCode(row));
                json.write("postalCode", view.postalCode(row));
                writeTextOrNull(json, "placeName", view.placeName(row));
                for (PostalCodeView.AdminField field : PostalCodeView.AdminField.values()) {
                    writeTextOrNull(json, field.jsonName(), view.admin(field, row));
                }
                if (view.hasCoordinates(row)) {
                    json.write("latitude", view.latitude(row));
                    json.write("longitude", view.longitude(row));
                } else {
                    json.writeNull("latitude");
                    json.writeNull("longitude");
                }
                if (view.accuracy(row) > 0) {
                    json.write("accuracy", view.accuracy(row));
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
