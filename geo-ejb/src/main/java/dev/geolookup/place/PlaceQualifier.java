package dev.geolookup.place;

/**
 * What a qualifier of a place's name can name: a country, or a first- or second-level division of one, by GeoNames'
 * codes (admin1 "TX", admin2 "201" under it), with its name as the data gives it and the GeoNames feature that is it
 * (0 where none is known).
 */
public record PlaceQualifier(Level level, String countryCode, String admin1Code, String admin2Code, String name,
                             long geonameId) {

    /** How large a unit the qualifier names. */
    public enum Level {
        COUNTRY, ADMIN1, ADMIN2
    }

    public static PlaceQualifier country(String countryCode, String name, long geonameId) {
        return new PlaceQualifier(Level.COUNTRY, countryCode, null, null, name, geonameId);
    }

    /** A division by its GeoNames key: "US.TX" (first level) or "US.IL.167" (second level). */
    public static PlaceQualifier division(String key, String name, long geonameId) {
        String[] parts = key.split("\\.", 3);
        return parts.length == 2
                ? new PlaceQualifier(Level.ADMIN1, parts[0], parts[1], null, name, geonameId)
                : new PlaceQualifier(Level.ADMIN2, parts[0], parts[1], parts[2], name, geonameId);
    }

    /** Whether every place in this unit is also in {@code other}: the same unit, or one of its divisions. */
    public boolean liesIn(PlaceQualifier other) {
        return countryCode.equals(other.countryCode)
                && (other.admin1Code == null || other.admin1Code.equals(admin1Code))
                && (other.admin2Code == null || other.admin2Code.equals(admin2Code));
    }

    /** Whether a place could lie in both: one of the two holds the other. */
    public boolean overlaps(PlaceQualifier other) {
        return liesIn(other) || other.liesIn(this);
    }

    /** The GeoNames key of the unit: "US", "US.TX" or "US.IL.167". */
    public String key() {
        return level == Level.COUNTRY ? countryCode
                : level == Level.ADMIN1 ? countryCode + "." + admin1Code
                : countryCode + "." + admin1Code + "." + admin2Code;
    }
}
