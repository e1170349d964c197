package dev.geolookup.postal;

import dev.geolookup.api.GeoJson;
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

    /** The records in an array; its GeoJSON form is a FeatureCollection of them, in the same order. */
    private static JsonBody write(PostalCodeView view, int[] rows, double[] distancesKm) {
        return GeoJson.records(rows.length, 300,
                (json, i) -> writeFields(json, view, rows[i], distancesKm == null ? null : distancesKm[i]),
                i -> GeoJson.NO_ID, i -> view.hasCoordinates(rows[i]) ? view.latitude(rows[i]) : Double.NaN,
                i -> view.hasCoordinates(rows[i]) ? view.longitude(rows[i]) : Double.NaN);
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
