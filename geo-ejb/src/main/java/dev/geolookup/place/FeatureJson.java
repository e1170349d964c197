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

    PLACE(Field.GEONAME_ID, Field.NAME, Field.ASCII_NAME, Field.FEATURE_CLASS, Field.FEATURE_CODE, Field.COUNTRY_CODE,
            Field.ADMIN1_CODE, Field.LATITUDE, Field.LONGITUDE, Field.POPULATION, Field.TIMEZONE),
    CITY(Field.GEONAME_ID, Field.NAME, Field.ASCII_NAME, Field.COUNTRY_CODE, Field.ADMIN1_CODE, Field.LATITUDE,
            Field.LONGITUDE, Field.POPULATION, Field.TIMEZONE, Field.FEATURE_CODE);

    /** A field of a feature record and how it is written; absent texts are written as null. */
    private enum Field {
        GEONAME_ID((json, g, row) -> json.write("geonameId", g.geonameId(row))),
        NAME((json, g, row) -> json.write("name", g.name(row))),
        ASCII_NAME((json, g, row) -> json.write("asciiName", g.asciiName(row))),
        FEATURE_CLASS((json, g, row) -> writeText(json, "featureClass", g.featureClass(row))),
        FEATURE_CODE((json, g, row) -> writeText(json, "featureCode", g.featureCode(row))),
        COUNTRY_CODE((json, g, row) -> writeText(json, "countryCode", g.countryCode(row))),
        ADMIN1_CODE((json, g, row) -> writeText(json, "admin1Code", g.admin1Code(row))),
        LATITUDE((json, g, row) -> json.write("latitude", g.latitude(row))),
        LONGITUDE((json, g, row) -> json.write("longitude", g.longitude(row))),
        POPULATION((json, g, row) -> json.write("population", g.population(row))),
        TIMEZONE((json, g, row) -> writeText(json, "timezone", g.timezone(row)));

        private final FieldWriter writer;

        Field(FieldWriter writer) {
            this.writer = writer;
        }
    }

    @FunctionalInterface
    private interface FieldWriter {
        void write(JsonGenerator json, Gazetteer gazetteer, int row);
    }

    private final Field[] fields;

    FeatureJson(Field... fields) {
        this.fields = fields;
    }

    private void writeFields(JsonGenerator json, Gazetteer gazetteer, int row) {
        for (Field field : fields) {
            field.writer.write(json, gazetteer, row);
        }
    }

    private static final JsonGeneratorFactory GENERATORS = Json.createGeneratorFactory(Map.of());

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
