package dev.geolookup.web.geojson;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.Jsonp;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;

/**
 * Turns a prepared JSON answer into GeoJSON: a list of records into a FeatureCollection of one Feature per record in
 * the same order, a single record (GET /reverse, /places/{geonameId}) into one Feature. A Feature's geometry is the Point [longitude, latitude] of the record's own coordinates, its properties
 * the record unchanged, its id the record's geonameId where it has one. A record without numeric coordinates (a
 * POST /reverse element refusing a point) gets a null geometry, which RFC 7946 allows for unlocated features, so
 * that the collection keeps the order and length of the JSON answer.
 */
public final class GeoJsonFeatures {

    private GeoJsonFeatures() {
    }

    public static JsonBody of(JsonBody records) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(records.utf8().length + 256);
        try (JsonParser parser = Jsonp.PROVIDER.createParser(new ByteArrayInputStream(records.utf8()));
             JsonGenerator geoJson = Jsonp.PROVIDER.createGenerator(out)) {
            JsonParser.Event first = parser.next();
            if (first == JsonParser.Event.START_ARRAY) {
                geoJson.writeStartObject().write("type", "FeatureCollection").writeStartArray("features");
                parser.getArrayStream().forEach(record -> writeFeature(geoJson, record));
                geoJson.writeEnd().writeEnd();
            } else if (first == JsonParser.Event.START_OBJECT) {
                writeFeature(geoJson, parser.getObject());
            } else {
                throw new IllegalArgumentException("a GeoJSON answer needs a JSON object or array, not " + first);
            }
        }
        return JsonBody.perRequest(out.toByteArray());
    }

    private static void writeFeature(JsonGenerator geoJson, JsonValue value) {
        JsonObject record = value instanceof JsonObject object ? object : JsonValue.EMPTY_JSON_OBJECT;
        geoJson.writeStartObject().write("type", "Feature");
        if (record.get("geonameId") instanceof JsonNumber id) {
            geoJson.write("id", id);
        }
        if (record.get("latitude") instanceof JsonNumber latitude
                && record.get("longitude") instanceof JsonNumber longitude) {
            geoJson.writeStartObject("geometry").write("type", "Point")
                    .writeStartArray("coordinates").write(longitude).write(latitude).writeEnd()
                    .writeEnd();
        } else {
            geoJson.writeNull("geometry");
        }
        geoJson.write("properties", value instanceof JsonObject ? value : JsonValue.NULL);
        geoJson.writeEnd();
    }
}
