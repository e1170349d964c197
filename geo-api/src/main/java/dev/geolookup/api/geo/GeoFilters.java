package dev.geolookup.api.geo;

import dev.geolookup.api.InvalidRequestException;

import java.util.Locale;
import java.util.regex.Pattern;

/** The filters that place, city and postal queries share, parsed from request text. */
public final class GeoFilters {

    /** GeoNames feature classes, SPEC 2.3. */
    public static final String FEATURE_CLASSES = "AHLPRSTUV";

    private static final Pattern ALPHA2 = Pattern.compile("[A-Za-z]{2}");

    private GeoFilters() {
    }

    /** An ISO 3166-1 alpha-2 code, upper-cased; null when absent. Whether it exists is the read model's call. */
    public static String countryCode(String value) {
        if (value == null) {
            return null;
        }
        String code = value.trim();
        if (!ALPHA2.matcher(code).matches()) {
            throw new InvalidRequestException("country must be an ISO 3166-1 alpha-2 code (2 letters)");
        }
        return code.toUpperCase(Locale.ROOT);
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
