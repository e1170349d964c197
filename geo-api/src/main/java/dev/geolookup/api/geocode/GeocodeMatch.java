package dev.geolookup.api.geocode;

/**
 * The answer to one row: the place meant, how sure the match is (0 to 1), and how it matched. The place's fields
 * are null for a row that matched nothing or could not be read; reason says why a row matched nothing or could not be read.
 */
public record GeocodeMatch(Integer geonameId, String name, String countryCode, String admin1Code, Double latitude,
                           Double longitude, Long population, String timezone, String matchedName, Double confidence,
                           MatchOutcome match, String reason) {

    public static GeocodeMatch none() {
        return none(null);
    }

    /** No match, and why. */
    public static GeocodeMatch none(String reason) {
        return new GeocodeMatch(null, null, null, null, null, null, null, null, null, 0.0, MatchOutcome.NONE, reason);
    }

    public static GeocodeMatch error(String reason) {
        return new GeocodeMatch(null, null, null, null, null, null, null, null, null, null, MatchOutcome.ERROR,
                reason);
    }

    public boolean located() {
        return latitude != null && longitude != null;
    }
}
