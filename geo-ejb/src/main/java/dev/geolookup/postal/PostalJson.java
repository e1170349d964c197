package dev.geolookup.postal;

import dev.geolookup.api.GeneratedJson;
import dev.geolookup.api.JsonBody;
import dev.geolookup.spatial.NearestNeighbourIndex;
import jakarta.json.stream.JsonGenerator;

import static dev.geolookup.api.GeneratedJson.writeTextOrNull;

/** Writes postal entries as postal records (countryCode, postalCode, placeName, admin names and codes, coordinates). */
public final class PostalJson {

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
                json.writeStartObject();
                writeFields(json, view, rows[i], distancesKm == null ? null : distancesKm[i]);
                json.writeEnd();
            }
            json.writeEnd();
        });
    }

    /** One postal record with its distance from a point, as a member of an enclosing object. */
    public static void writeMember(JsonGenerator json, String name, PostalCodeView view, int row, double distanceKm) {
        json.writeStartObject(name);
        writeFields(json, view, row, distanceKm);
        json.writeEnd();
    }

    private static void writeFields(JsonGenerator json, PostalCodeView view, int row, Double distanceKm) {
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
        if (distanceKm != null) {
            json.write("distanceKm", distanceKm);
        }
    }
}
