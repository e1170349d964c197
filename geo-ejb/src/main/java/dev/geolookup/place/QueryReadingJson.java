package dev.geolookup.place;

import jakarta.json.stream.JsonGenerator;

import java.util.Locale;

/**
 * The reading of the query a record was found by, as {@code explain=true} shows it: which part was the name, and for
 * each qualifier the unit of it the record lies in.
 */
final class QueryReadingJson {

    private QueryReadingJson() {
    }

    static void write(JsonGenerator json, QueryReading reading, GazetteerView gazetteer, int row) {
        json.writeStartObject("reading");
        json.write("name", reading.name());
        json.writeStartArray("qualifiers");
        for (QueryReading.Qualifier qualifier : reading.qualifiers()) {
            json.writeStartObject();
            json.write("text", qualifier.text());
            json.write("completion", qualifier.completion());
            qualifier.units().stream().filter(unit -> holds(unit, gazetteer, row)).findFirst().ifPresent(unit -> {
                json.write("level", unit.level().name().toLowerCase(Locale.ROOT));
                json.write("code", unit.key());
                json.write("name", unit.name());
            });
            json.writeEnd();
        }
        json.writeEnd();
        json.writeEnd();
    }

    private static boolean holds(PlaceQualifier unit, GazetteerView gazetteer, int row) {
        return unit.countryCode().equals(gazetteer.countryCode(row))
                && (unit.admin1Code() == null || unit.admin1Code().equals(gazetteer.admin1Code(row)))
                && (unit.admin2Code() == null || unit.admin2Code().equals(gazetteer.admin2Code(row)))
                || unit.geonameId() != 0 && unit.geonameId() == gazetteer.geonameId(row);
    }
}
