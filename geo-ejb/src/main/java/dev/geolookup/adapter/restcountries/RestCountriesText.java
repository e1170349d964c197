package dev.geolookup.adapter.restcountries;

import java.text.Normalizer;
import java.util.Locale;
import java.util.regex.Pattern;

/** How REST Countries compared texts: lower-cased, and where it says so without accents (NFD, marks removed). */
final class RestCountriesText {

    private static final Pattern COMBINING_MARKS = Pattern.compile("\\p{InCombiningDiacriticalMarks}+");

    private RestCountriesText() {
    }

    static String lower(String text) {
        return text.toLowerCase(Locale.ROOT);
    }

    /** Lower-cased, then decomposed with its combining diacritical marks removed (CountryServiceBaseV2.normalize). */
    static String accentless(String text) {
        return COMBINING_MARKS.matcher(Normalizer.normalize(lower(text), Normalizer.Form.NFD)).replaceAll("");
    }

    /**
     * Whether /all refuses this {@code fields}: present, and empty or with an empty entry (split at commas, trailing
     * empty entries dropped, each trimmed). Its other refusals, no fields or more than ten, this service answers.
     */
    static boolean refusedByAll(String fields) {
        if (fields == null) {
            return false;
        }
        String[] entries = fields.split(",");
        for (String entry : entries) {
            if (entry.trim().isEmpty()) {
                return true;
            }
        }
        return entries.length == 0;
    }

    /** A query's boolean as Micronaut bound it: true only for "true", in any case; anything else is false. */
    static boolean isTrue(String value) {
        return value != null && value.equalsIgnoreCase("true");
    }
}
