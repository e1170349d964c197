package dev.geolookup.search.score;

import java.util.ArrayList;
import java.util.List;

/**
 * Which entries of GeoNames' alternatenames column are names a person would type. The column mixes in codes and
 * links; an entry is left out when it is
 * <ul>
 *     <li>a link (it holds "://" or starts with "www.");</li>
 *     <li>without a letter: postal codes and district numbers ("1010", "54");</li>
 *     <li>three or four capital ASCII letters and nothing else: airport codes (IATA "VIE", ICAO "EHAM", FAA);</li>
 *     <li>capital ASCII letters and digits, at least one of each: NUTS, LOCODE and the like ("NL33", "A2").</li>
 * </ul>
 * Two-letter abbreviations ("NY", "LA") stay: people type them.
 */
public final class AlternateNames {

    /** The separator of the column, which no GeoNames name contains. */
    public static final char SEPARATOR = ',';

    private AlternateNames() {
    }

    /** The entries of the column that are names, in the column's order; none for null. */
    public static List<String> names(String column) {
        List<String> names = new ArrayList<>();
        if (column == null || column.isEmpty()) {
            return names;
        }
        int from = 0;
        while (from <= column.length()) {
            int to = column.indexOf(SEPARATOR, from);
            if (to < 0) {
                to = column.length();
            }
            String entry = column.substring(from, to).strip();
            if (isName(entry)) {
                names.add(entry);
            }
            from = to + 1;
        }
        return names;
    }

    static boolean isName(String entry) {
        if (entry.isEmpty() || entry.contains("://") || entry.startsWith("www.")) {
            return false;
        }
        boolean letter = false;
        boolean digit = false;
        boolean onlyCapitalsAndDigits = true;
        for (int i = 0; i < entry.length(); ) {
            int codePoint = entry.codePointAt(i);
            i += Character.charCount(codePoint);
            letter |= Character.isLetter(codePoint);
            boolean capital = codePoint >= 'A' && codePoint <= 'Z';
            boolean asciiDigit = codePoint >= '0' && codePoint <= '9';
            digit |= asciiDigit;
            onlyCapitalsAndDigits &= capital || asciiDigit;
        }
        if (!letter) {
            return false;
        }
        if (onlyCapitalsAndDigits && digit) {
            return false;
        }
        return !(onlyCapitalsAndDigits && (entry.length() == 3 || entry.length() == 4));
    }
}
