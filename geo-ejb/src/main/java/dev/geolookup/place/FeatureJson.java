package dev.geolookup.place;

import dev.geolookup.api.GeoJson;
import dev.geolookup.api.JsonBody;
import dev.geolookup.search.score.ScoreParts;
import dev.geolookup.spatial.NearestNeighbourIndex;
import jakarta.json.stream.JsonGenerator;

import java.util.List;

import static dev.geolookup.api.GeneratedJson.writeTextOrNull;

/**
 * Writes gazetteer rows as place records or city records, fields always in the same order. Where the reader asked
 * for a language and the feature has a name in it, that is the name and the GeoNames name follows as toponymName.
 */
public enum FeatureJson {

    PLACE("Place", Field.GEONAME_ID, Field.NAME, Field.ASCII_NAME, Field.FEATURE_CLASS, Field.FEATURE_CODE,
            Field.COUNTRY_CODE, Field.ADMIN1_CODE, Field.LATITUDE, Field.LONGITUDE, Field.POPULATION, Field.TIMEZONE),
    CITY("City", Field.GEONAME_ID, Field.NAME, Field.ASCII_NAME, Field.COUNTRY_CODE, Field.ADMIN1_CODE,
            Field.LATITUDE, Field.LONGITUDE, Field.POPULATION, Field.TIMEZONE, Field.FEATURE_CODE);

    /** A field of a feature record and how it is written; absent texts are written as null. */
    private enum Field {
        GEONAME_ID((json, g, row, local) -> json.write("geonameId", g.geonameId(row))),
        NAME((json, g, row, local) -> {
            String localName = local.nameOf(g.geonameId(row));
            json.write("name", localName != null ? localName : g.name(row));
            if (localName != null) {
                json.write("toponymName", g.name(row));
            }
        }),
        ASCII_NAME((json, g, row, local) -> json.write("asciiName", g.asciiName(row))),
        FEATURE_CLASS((json, g, row, local) -> writeTextOrNull(json, "featureClass", g.featureClass(row))),
        FEATURE_CODE((json, g, row, local) -> writeTextOrNull(json, "featureCode", g.featureCode(row))),
        COUNTRY_CODE((json, g, row, local) -> writeTextOrNull(json, "countryCode", g.countryCode(row))),
        ADMIN1_CODE((json, g, row, local) -> writeTextOrNull(json, "admin1Code", g.admin1Code(row))),
        LATITUDE((json, g, row, local) -> json.write("latitude", g.latitude(row))),
        LONGITUDE((json, g, row, local) -> json.write("longitude", g.longitude(row))),
        POPULATION((json, g, row, local) -> json.write("population", g.population(row))),
        TIMEZONE((json, g, row, local) -> writeTextOrNull(json, "timezone", g.timezone(row)));

        private final FieldWriter writer;

        Field(FieldWriter writer) {
            this.writer = writer;
        }
    }

    @FunctionalInterface
    private interface FieldWriter {
        void write(JsonGenerator json, GazetteerView gazetteer, int row, LocalNames local);
    }

    private final String kind;
    private final Field[] fields;

    FeatureJson(String kind, Field... fields) {
        this.kind = kind;
        this.fields = fields;
    }

    /** What a record of this shape is, capitalised, as a not-found answer names it. */
    public String kind() {
        return kind;
    }

    private void writeFields(JsonGenerator json, GazetteerView gazetteer, int row, LocalNames local) {
        for (Field field : fields) {
            field.writer.write(json, gazetteer, row, local);
        }
    }

    /** One record; its GeoJSON form is one Feature. */
    public JsonBody one(GazetteerView gazetteer, int row, LocalNames local) {
        JsonBody record = GeoJson.record(320, (json, only) -> writeMembers(json, gazetteer, row, local, null, null,
                null), gazetteer.geonameId(row), gazetteer.latitude(row), gazetteer.longitude(row));
        return labelled(record, gazetteer, new int[] {row}, local);
    }

    /** The name a record shows: its name in the reader's language where the feature has one. */
    private static String shownName(GazetteerView gazetteer, int row, LocalNames local) {
        String localName = local.nameOf(gazetteer.geonameId(row));
        return localName != null ? localName : gazetteer.name(row);
    }

    /** The records keyed by their GeoNames id and named as they show, for a link to each. */
    private static JsonBody labelled(JsonBody records, GazetteerView gazetteer, int[] rows, LocalNames local) {
        return records.labelled(index -> String.valueOf(gazetteer.geonameId(rows[index])),
                index -> shownName(gazetteer, rows[index], local));
    }

    /** Writes one record as a member of an enclosing object, e.g. the cities of a distance result. */
    public void writeMember(JsonGenerator json, String name, GazetteerView gazetteer, int row, LocalNames local) {
        json.writeStartObject(name);
        writeFields(json, gazetteer, row, local);
        json.writeEnd();
    }

    /** One record with its distance from a point, as a member of an enclosing object. */
    public void writeMember(JsonGenerator json, String name, GazetteerView gazetteer, int row, LocalNames local,
                            double distanceKm) {
        json.writeStartObject(name);
        writeFields(json, gazetteer, row, local);
        json.write("distanceKm", distanceKm);
        json.writeEnd();
    }

    /**
     * The records of a search; a record found through one of its alternate names carries it as matchedName, and
     * each carries its distanceKm from the searcher's focus where distances are given.
     */
    JsonBody list(GazetteerView gazetteer, PlaceMatches found, LocalNames local) {
        int[] rows = found.rows();
        return labelled(GeoJson.records(rows.length, 320, (json, i) -> {
                    writeMembers(json, gazetteer, rows[i], local, found.matchedNames()[i],
                            found.distancesKm() == null ? null : found.distancesKm()[i],
                            found.explanations() == null ? null : found.explanations()[i]);
                    if (found.readings() != null) {
                        QueryReadingJson.write(json, found.readings()[i], gazetteer, rows[i]);
                    }
                    List<String> unmatched = found.unmatchedQualifiers().get(i);
                    if (!unmatched.isEmpty()) {
                        json.writeStartArray("unmatchedQualifiers");
                        unmatched.forEach(json::write);
                        json.writeEnd();
                    }
                },
                i -> gazetteer.geonameId(rows[i]), i -> gazetteer.latitude(rows[i]), i -> gazetteer.longitude(rows[i])),
                gazetteer, rows, local);
    }

    /** Each record with its distance from the query point. */
    public JsonBody near(GazetteerView gazetteer, NearestNeighbourIndex.Neighbours neighbours, LocalNames local) {
        return listOf(gazetteer, neighbours.points(), local, null, neighbours.distancesKm(), null);
    }

    /** The records in an array; its GeoJSON form is a FeatureCollection of them, in the same order. */
    private JsonBody listOf(GazetteerView gazetteer, int[] rows, LocalNames local, String[] matchedNames,
                            double[] distancesKm, ScoreParts[] explanations) {
        return labelled(GeoJson.records(rows.length, 320, (json, i) -> writeMembers(json, gazetteer, rows[i], local,
                        matchedNames == null ? null : matchedNames[i], distancesKm == null ? null : distancesKm[i],
                        explanations == null ? null : explanations[i]),
                i -> gazetteer.geonameId(rows[i]), i -> gazetteer.latitude(rows[i]), i -> gazetteer.longitude(rows[i])),
                gazetteer, rows, local);
    }

    private void writeMembers(JsonGenerator json, GazetteerView gazetteer, int row, LocalNames local,
                              String matchedName, Double distanceKm, ScoreParts explanation) {
        writeFields(json, gazetteer, row, local);
        if (matchedName != null) {
            json.write("matchedName", matchedName);
        }
        if (distanceKm != null) {
            json.write("distanceKm", distanceKm);
        }
        if (explanation != null) {
            writeScore(json, explanation);
        }
    }

    /** The score parts of {@code explain=true}: names of classes and kinds in lower case, words joined by '-'. */
    private static void writeScore(JsonGenerator json, ScoreParts parts) {
        json.writeStartObject("score");
        writeTextOrNull(json, "matchedName", parts.matchedName());
        writeTextOrNull(json, "nameClass", parts.nameClass() == null ? null : token(parts.nameClass().name()));
        writeTextOrNull(json, "match", parts.match() == null ? null : token(parts.match().name()));
        json.write("text", rounded(parts.text()));
        json.write("importance", rounded(parts.importance()));
        json.write("distance", rounded(parts.distance()));
        json.write("bias", parts.bias());
        json.write("total", rounded(parts.total()));
        json.writeEnd();
    }

    private static String token(String constant) {
        return constant.toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    private static double rounded(double value) {
        return Math.round(value * 10_000) / 10_000.0;
    }
}
