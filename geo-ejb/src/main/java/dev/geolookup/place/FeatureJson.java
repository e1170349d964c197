package dev.geolookup.place;

import dev.geolookup.api.JsonBody;
import dev.geolookup.distance.NearestNeighbourIndex;
import jakarta.json.Json;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonGeneratorFactory;

import java.io.ByteArrayOutputStream;
import java.util.Map;

/** Writes gazetteer rows as SPEC 2.3 place records or SPEC 2.4 city records, fields in the spec's order. */
public enum FeatureJson {

    PLACE {
        @Override
        void writeFields(JsonGenerator json, Gazetteer gazetteer, int row) {
            json.write("geonameId", gazetteer.geonameId(row));
            json.write("name", gazetteer.name(row));
            json.write("asciiName", gazetteer.asciiName(row));
            writeText(json, "featureClass", gazetteer.featureClass(row));
            writeText(json, "featureCode", gazetteer.featureCode(row));
            writeText(json, "countryCode", gazetteer.countryCode(row));
            writeText(json, "admin1Code", gazetteer.admin1Code(row));
            json.write("latitude", gazetteer.latitude(row));
            json.write("longitude", gazetteer.longitude(row));
            json.write("population", gazetteer.population(row));
            writeText(json, "timezone", gazetteer.timezone(row));
        }
    },
    CITY {
        @Override
        void writeFields(JsonGenerator json, Gazetteer gazetteer, int row) {
            json.write("geonameId", gazetteer.geonameId(row));
            json.write("name", gazetteer.name(row));
            json.write("asciiName", gazetteer.asciiName(row));
            writeText(json, "countryCode", gazetteer.countryCode(row));
            writeText(json, "admin1Code", gazetteer.admin1Code(row));
            json.write("latitude", gazetteer.latitude(row));
            json.write("longitude", gazetteer.longitude(row));
            json.write("population", gazetteer.population(row));
            writeText(json, "timezone", gazetteer.timezone(row));
            writeText(json, "featureCode", gazetteer.featureCode(row));
        }
    };

    private static final JsonGeneratorFactory GENERATORS = Json.createGeneratorFactory(Map.of());

    abstract void writeFields(JsonGenerator json, Gazetteer gazetteer, int row);

    public JsonBody one(Gazetteer gazetteer, int row) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(320);
        try (JsonGenerator json = GENERATORS.createGenerator(bytes)) {
            writeRecord(json, gazetteer, row);
        }
        return JsonBody.of(bytes.toByteArray());
    }

    /** Writes one record as a member of an enclosing object, e.g. the cities of a distance result. */
    public void writeMember(JsonGenerator json, String name, Gazetteer gazetteer, int row) {
        json.writeStartObject(name);
        writeFields(json, gazetteer, row);
        json.writeEnd();
    }

    public JsonBody list(Gazetteer gazetteer, int[] rows) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(64 + 300 * rows.length);
        try (JsonGenerator json = GENERATORS.createGenerator(bytes)) {
            json.writeStartArray();
            for (int row : rows) {
                writeRecord(json, gazetteer, row);
            }
            json.writeEnd();
        }
        return JsonBody.of(bytes.toByteArray());
    }

    /** Each record with its distance from the query point. */
    public JsonBody near(Gazetteer gazetteer, NearestNeighbourIndex.Neighbours neighbours) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(64 + 320 * neighbours.size());
        try (JsonGenerator json = GENERATORS.createGenerator(bytes)) {
            json.writeStartArray();
            for (int i = 0; i < neighbours.size(); i++) {
                json.writeStartObject();
                writeFields(json, gazetteer, neighbours.points()[i]);
                json.write("distanceKm", neighbours.distancesKm()[i]);
                json.writeEnd();
            }
            json.writeEnd();
        }
        return JsonBody.of(bytes.toByteArray());
    }

    private void writeRecord(JsonGenerator json, Gazetteer gazetteer, int row) {
        json.writeStartObject();
        writeFields(json, gazetteer, row);
        json.writeEnd();
    }

    private static void writeText(JsonGenerator json, String name, String value) {
        if (value == null) {
            json.writeNull(name);
        } else {
            json.write(name, value);
        }
    }
}
