package dev.geolookup.adapter.zippopotam;

import dev.geolookup.api.GeneratedJson;
import dev.geolookup.api.JsonBody;
import dev.geolookup.postal.PostalCodeView;
import dev.geolookup.postal.PostalCodeView.AdminField;
import dev.geolookup.spatial.NearestNeighbourIndex.Neighbours;
import jakarta.json.stream.JsonGenerator;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

/**
 * Zippopotam.us' three shapes, each written once: a code's places (2025 member order), a place's codes, and the
 * codes nearest a code. Every value is a string; the bytes are spaced as Python's json.dumps spaces them.
 */
final class ZippopotamJson {

    private ZippopotamJson() {
    }

    static JsonBody placesOfCode(PostalCodeView postal, String country, String countryName, int[] rows) {
        return body(json -> {
            json.write("country", countryName);
            json.write("country abbreviation", country);
            json.write("post code", postal.postalCode(rows[0]));
            json.writeStartArray("places");
            for (int row : rows) {
                json.writeStartObject();
                json.write("place name", text(postal.placeName(row)));
                writeCoordinate(json, "longitude", postal, row, false);
                writeCoordinate(json, "latitude", postal, row, true);
                writeState(json, postal, row);
                json.writeEnd();
            }
            json.writeEnd();
        });
    }

    static JsonBody codesOfPlace(PostalCodeView postal, String country, String countryName, int[] rows) {
        return body(json -> {
            json.write("country abbreviation", country);
            json.writeStartArray("places");
            for (int row : rows) {
                json.writeStartObject();
                json.write("place name", text(postal.placeName(row)));
                writeCoordinate(json, "longitude", postal, row, false);
                json.write("post code", postal.postalCode(row));
                writeCoordinate(json, "latitude", postal, row, true);
                json.writeEnd();
            }
            json.writeEnd();
            json.write("country", countryName);
            json.write("place name", text(postal.placeName(rows[0])));
            writeState(json, postal, rows[0]);
        });
    }

    /** The codes found near the located entry, its own code left out, at most {@code most} of them. */
    static JsonBody codesNear(PostalCodeView postal, String country, String countryName, int located,
                              Neighbours found, int most) {
        return body(json -> {
            json.write("country", countryName);
            json.write("country abbreviation", country);
            json.write("post code", postal.postalCode(located));
            writeCoordinate(json, "near latitude", postal, located, true);
            writeCoordinate(json, "near longitude", postal, located, false);
            json.writeStartArray("nearby");
            int written = 0;
            for (int i = 0; i < found.size() && written < most; i++) {
                int row = found.points()[i];
                if (postal.postalCode(row).equals(postal.postalCode(located))) {
                    continue;
                }
                json.writeStartObject();
                json.write("place name", text(postal.placeName(row)));
                json.write("post code", postal.postalCode(row));
                json.write("distance", BigDecimal.valueOf(found.distancesKm()[i]).setScale(2,
                        RoundingMode.HALF_UP).toPlainString());
                writeCoordinate(json, "latitude", postal, row, true);
                writeCoordinate(json, "longitude", postal, row, false);
                writeState(json, postal, row);
                json.writeEnd();
                written++;
            }
            json.writeEnd();
        });
    }

    private static void writeState(JsonGenerator json, PostalCodeView postal, int row) {
        json.write("state", text(postal.admin(AdminField.ADMIN_NAME1, row)));
        json.write("state abbreviation", text(postal.admin(AdminField.ADMIN_CODE1, row)));
    }

    private static JsonBody body(Consumer<JsonGenerator> members) {
        byte[] compact = GeneratedJson.bytes(512, json -> {
            json.writeStartObject();
            members.accept(json);
            json.writeEnd();
        });
        return JsonBody.perRequest(PythonStyleJson.of(new String(compact, StandardCharsets.UTF_8))
                .getBytes(StandardCharsets.UTF_8));
    }

    /** The file's coordinate as text ("34.0901"), "" where the entry has none. */
    private static void writeCoordinate(JsonGenerator json, String member, PostalCodeView postal, int row,
                                        boolean latitude) {
        json.write(member, !postal.hasCoordinates(row) ? "" : BigDecimal.valueOf(latitude ? postal.latitude(row)
                : postal.longitude(row)).stripTrailingZeros().toPlainString());
    }

    static String text(String value) {
        return value == null ? "" : value;
    }
}
