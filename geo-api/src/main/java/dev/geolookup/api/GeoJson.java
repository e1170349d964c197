package dev.geolookup.api;

import jakarta.json.stream.JsonGenerator;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntToDoubleFunction;
import java.util.function.IntToLongFunction;

/**
 * The GeoJSON (RFC 7946) form of the records that locate things, written from the records themselves: a Feature
 * whose id is the record's geonameId where it has one, whose geometry is the Point [longitude, latitude] of the
 * record's own coordinates (null for a record without them, which RFC 7946 allows), and whose properties are the
 * record, member for member as its JSON form has them. A list of records is a FeatureCollection in the same order.
 */
public final class GeoJson {

    /** The id of a feature record that has none (a postal code, the answer at a point). */
    public static final long NO_ID = Long.MIN_VALUE;

    /** About what a Feature adds to its record: type, id and geometry. */
    private static final int FEATURE_CHARS = 100;
    private static final byte[] COLLECTION_START =
            "{\"type\":\"FeatureCollection\",\"features\":[".getBytes(StandardCharsets.UTF_8);
    private static final byte[] COLLECTION_END = "]}".getBytes(StandardCharsets.UTF_8);

    private GeoJson() {
    }

    /** Writes the members of the record at an index (the caller's numbering) into an open JSON object. */
    @FunctionalInterface
    public interface Members {
        void write(JsonGenerator json, int index);
    }

    /**
     * Writes the member {@code geometry} of the Feature of the record at an index into the open Feature: a
     * geometry object, or null where the record has none.
     */
    @FunctionalInterface
    public interface Geometry {
        void write(JsonGenerator json, int index);
    }

    /**
     * Records as a JSON array, whose GeoJSON form is the FeatureCollection of them in the same order; each record's
     * members are written by the same code in both forms. An id of {@link #NO_ID} writes none, and NaN coordinates
     * no geometry.
     */
    public static JsonBody records(int count, int expectedChars, Members members, IntToLongFunction id,
                                   IntToDoubleFunction latitude, IntToDoubleFunction longitude) {
        return records(count, expectedChars, expectedChars + FEATURE_CHARS, members, id,
                (json, index) -> writePoint(json, latitude.applyAsDouble(index), longitude.applyAsDouble(index)));
    }

    /**
     * Records as a JSON array, whose GeoJSON form is the FeatureCollection of them in the same order with the
     * geometry each is given (an outline, say); {@code expectedFeatureChars} is about the length of one Feature.
     */
    public static JsonBody records(int count, int expectedChars, int expectedFeatureChars, Members members,
                                   IntToLongFunction id, Geometry geometry) {
        return GeneratedJson.records(64 + expectedChars * count, count, members)
                .withGeoJson(() -> GeneratedJson.bytes(64 + expectedFeatureChars * count, json -> {
                    json.writeStartObject().write("type", "FeatureCollection").writeStartArray("features");
                    for (int i = 0; i < count; i++) {
                        writeFeature(json, id.applyAsLong(i), i, geometry, members);
                    }
                    json.writeEnd().writeEnd();
                }));
    }

    /** One record as a JSON object, whose GeoJSON form is one Feature; the members are written as record 0. */
    public static JsonBody record(int expectedChars, Members members, long id, double latitude, double longitude) {
        return record(expectedChars, expectedChars + FEATURE_CHARS, members, id,
                (json, index) -> writePoint(json, latitude, longitude));
    }

    /** One record as a JSON object, whose GeoJSON form is one Feature with the geometry given as record 0's. */
    public static JsonBody record(int expectedChars, int expectedFeatureChars, Members members, long id,
                                  Geometry geometry) {
        return GeneratedJson.body(expectedChars, json -> {
            json.writeStartObject();
            members.write(json, 0);
            json.writeEnd();
        }).withGeoJson(() -> GeneratedJson.bytes(expectedFeatureChars,
                json -> writeFeature(json, id, 0, geometry, members)));
    }

    /** One Feature, whose properties are the members {@code properties} writes into an open object. */
    public static void writeFeature(JsonGenerator json, long id, double latitude, double longitude,
                                    Consumer<JsonGenerator> properties) {
        writeFeature(json, id, 0, (feature, index) -> writePoint(feature, latitude, longitude),
                (open, index) -> properties.accept(open));
    }

    /** The Feature of the record at an index: its geometry and its members as properties. */
    private static void writeFeature(JsonGenerator json, long id, int index, Geometry geometry, Members members) {
        startFeature(json, id, feature -> geometry.write(feature, index));
        members.write(json, index);
        json.writeEnd().writeEnd();
    }

    /** Opens a Feature and its properties, into which the record's members go. */
    private static void startFeature(JsonGenerator json, long id, Consumer<JsonGenerator> geometry) {
        json.writeStartObject().write("type", "Feature");
        if (id != NO_ID) {
            json.write("id", id);
        }
        geometry.accept(json);
        json.writeStartObject("properties");
    }

    /** The member geometry: the Point [longitude, latitude], or null where either is NaN. */
    public static void writePoint(JsonGenerator json, double latitude, double longitude) {
        if (Double.isNaN(latitude) || Double.isNaN(longitude)) {
            json.writeNull("geometry");
        } else {
            json.writeStartObject("geometry").write("type", "Point")
                    .writeStartArray("coordinates").write(longitude).write(latitude).writeEnd()
                    .writeEnd();
        }
    }

    /** A Feature without id whose properties are a record already written as a JSON object. */
    public static byte[] featureOf(byte[] record, double latitude, double longitude) {
        byte[] opened = GeneratedJson.bytes(96, json -> {
            startFeature(json, NO_ID, feature -> writePoint(feature, latitude, longitude));
            json.writeEnd().writeEnd();
        });
        // opened ends with the empty properties object and the Feature's close, "{}}": the record takes the "{}".
        ByteArrayOutputStream feature = new ByteArrayOutputStream(opened.length + record.length);
        feature.write(opened, 0, opened.length - 3);
        feature.writeBytes(record);
        feature.write('}');
        return feature.toByteArray();
    }

    /** The FeatureCollection of Features already written. */
    public static byte[] collectionOf(List<byte[]> features) {
        ByteArrayOutputStream collection = new ByteArrayOutputStream(
                COLLECTION_START.length + features.stream().mapToInt(feature -> feature.length + 1).sum() + 2);
        collection.writeBytes(COLLECTION_START);
        for (int i = 0; i < features.size(); i++) {
            if (i > 0) {
                collection.write(',');
            }
            collection.writeBytes(features.get(i));
        }
        collection.writeBytes(COLLECTION_END);
        return collection.toByteArray();
    }
}
