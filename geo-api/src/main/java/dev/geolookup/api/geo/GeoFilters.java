package dev.geolookup.api.geo;

import dev.geolookup.api.InvalidRequestException;

import java.util.Locale;

/**
 * The filters that place, city and postal queries share, parsed from request text; the country filter is
 * {@link dev.geolookup.api.country.CountryCodes#countryFilter}.
 */
public final class GeoFilters {

    /** The GeoNames feature classes a place can have. */
    public static final String FEATURE_CLASSES = "AHLPRSTUV";

    private GeoFilters() {
    }

    public static Character featureClass(String value) {
        if (value == null) {
            return null;
        }
        String letter = value.trim().toUpperCase(Locale.ROOT);
        if (letter.length() != 1 || FEATURE_CLASSES.indexOf(letter.charAt(0)) < 0) {
            throw new InvalidRequestException("class must be one of the feature classes A, H, L, P, R, S, T, U, V");
        }
        return letter.charAt(0);
    }

    /** A GeoNames id: a positive integer. */
    public static int geonameId(String value) {
        if (value == null) {
            throw new InvalidRequestException("geonameId is required");
        }
        try {
            int id = Integer.parseInt(value.trim());
            if (id > 0) {
                return id;
            }
        } catch (NumberFormatException e) {
            // the reason below covers it
        }
        throw new InvalidRequestException("geonameId must be a positive integer");
    }
}
