package dev.geolookup.web.geocode;

import dev.geolookup.api.geocode.GeocodeMatch;

import java.io.IOException;
import java.util.List;

/**
 * The answer to a geocoded file, written row by row in the file's order as the matches come: every value of the
 * row as given, then the fields of its match ({@link #FIELDS}).
 */
interface GeocodeAnswer {

    /** What the answer adds to each row, in this order. */
    List<String> FIELDS = List.of("geonameId", "name", "countryCode", "admin1Code", "latitude", "longitude",
            "population", "timezone", "matchedName", "confidence", "match", "reason");

    void start(List<String> header) throws IOException;

    void row(InputRow input, GeocodeMatch match) throws IOException;

    /** After the last row: closes what the answer opened and flushes it. */
    void end() throws IOException;

    /** A match's fields as text, in the order of {@link #FIELDS}; null where the match has none. */
    static String[] fieldsOf(GeocodeMatch match) {
        return new String[] {text(match.geonameId()), match.name(), match.countryCode(), match.admin1Code(),
                text(match.latitude()), text(match.longitude()), text(match.population()), match.timezone(),
                match.matchedName(), text(match.confidence()), match.match().word(), match.reason()};
    }

    private static String text(Object value) {
        return value == null ? null : value.toString();
    }
}
