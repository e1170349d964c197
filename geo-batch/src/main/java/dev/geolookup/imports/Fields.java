package dev.geolookup.imports;

import java.sql.Date;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;

/** Parsing of the text fields of the import formats, each failure with a reason a run record can show. */
public final class Fields {

    private Fields() {
    }

    /** The text, or null when empty; a value longer than the column allows is malformed. */
    public static String text(String value, int maxLength, String what) throws MalformedRowException {
        if (value.isEmpty()) {
            return null;
        }
        if (value.length() > maxLength) {
            throw new MalformedRowException(what + " longer than " + maxLength + " characters");
        }
        return value;
    }

    public static String requiredText(String value, int maxLength, String what) throws MalformedRowException {
        String text = text(value.trim(), maxLength, what);
        if (text == null) {
            throw new MalformedRowException("missing " + what);
        }
        return value;
    }

    public static Long optionalLong(String value, String what) throws MalformedRowException {
        if (value.isEmpty()) {
            return null;
        }
        try {
            return Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            throw new MalformedRowException("malformed " + what);
        }
    }

    public static long requiredLong(String value, String what) throws MalformedRowException {
        Long parsed = optionalLong(value, what);
        if (parsed == null) {
            throw new MalformedRowException("missing " + what);
        }
        return parsed;
    }

    public static Double optionalDouble(String value, String what) throws MalformedRowException {
        if (value.isEmpty()) {
            return null;
        }
        try {
            double parsed = Double.parseDouble(value.trim());
            if (!Double.isFinite(parsed)) {
                throw new MalformedRowException("malformed " + what);
            }
            return parsed;
        } catch (NumberFormatException e) {
            throw new MalformedRowException("malformed " + what);
        }
    }

    public static Double latitude(String value, boolean required) throws MalformedRowException {
        return coordinate(value, 90, "latitude", required);
    }

    public static Double longitude(String value, boolean required) throws MalformedRowException {
        return coordinate(value, 180, "longitude", required);
    }

    private static Double coordinate(String value, double limit, String what, boolean required)
            throws MalformedRowException {
        Double parsed = optionalDouble(value, what);
        if (parsed == null) {
            if (required) {
                throw new MalformedRowException("missing " + what);
            }
            return null;
        }
        if (parsed < -limit || parsed > limit) {
            throw new MalformedRowException(what + " out of range");
        }
        return parsed;
    }

    /** An ISO 3166-1 alpha-2 code, or null when empty. */
    public static String countryCode(String value, boolean required) throws MalformedRowException {
        if (value.isEmpty() && !required) {
            return null;
        }
        if (value.length() != 2 || !isUpperAsciiLetter(value.charAt(0)) || !isUpperAsciiLetter(value.charAt(1))) {
            throw new MalformedRowException(value.isEmpty() ? "missing country code" : "malformed country code");
        }
        return value;
    }

    private static boolean isUpperAsciiLetter(char c) {
        return c >= 'A' && c <= 'Z';
    }

    public static Date optionalDate(String value, String what) throws MalformedRowException {
        if (value.isEmpty()) {
            return null;
        }
        try {
            return Date.valueOf(LocalDate.parse(value.trim()));
        } catch (DateTimeParseException e) {
            throw new MalformedRowException("malformed " + what);
        }
    }
}
