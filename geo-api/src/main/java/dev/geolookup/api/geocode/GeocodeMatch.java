package dev.geolookup.api.geocode;

/**
 * The answer to one row: the place meant, how sure the match is (0 to 1), and how it matched. The place's fields
 * are null for a row that matched nothing or could not be read; reason is null but for an error.
 */
public record GeocodeMatch(Integer geonameId, String name, String countryCode, String admin1Code, Double latitude,
                           Double longitude, Long population, String timezone, String matchedName, Double confidence,
                           MatchOutcome match, String reason) {

    public static GeocodeMatch none() {
        return new GeocodeMatch(null, null, null, null, null, null, null, null, null, 0.0, MatchOutcome.NONE, null);
    }

    public static GeocodeMatch error(String reason) {
        return new GeocodeMatch(null, null, null, null, null, null, null, null, null, null, MatchOutcome.ERROR,
                reason);
    }

    public boolean located() {
        return latitude != null && longitude != null;
    }
}
