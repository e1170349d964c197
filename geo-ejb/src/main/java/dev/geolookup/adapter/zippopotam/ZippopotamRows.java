package dev.geolookup.adapter.zippopotam;

import dev.geolookup.postal.PostalCodeView;
import dev.geolookup.postal.PostalFormatView;

import java.util.Locale;

/** The country and the entries a Zippopotam.us path names, each bounded: what cannot be one finds nothing. */
final class ZippopotamRows {

    /** The longest code or name looked up: longer cannot be one. */
    private static final int MAX_TEXT = 100;

    private ZippopotamRows() {
    }

    /** The entries of a code in the country (null: none), for a code that fits the bound. */
    static int[] ofCode(PostalCodeView postal, String countryCode, String postalCode) {
        return countryCode == null || !fits(postalCode) ? new int[0]
                : postal.rowsOf(PostalFormatView.keyOf(postalCode), countryCode);
    }

    /** The country's code, any case, where the postal codes hold the country; else null (a 404). */
    static String countryCode(String country, PostalCodeView postal) {
        if (country == null || !country.matches("[A-Za-z]{2}")) {
            return null;
        }
        String code = country.toUpperCase(Locale.ROOT);
        return postal.hasCountry(code) ? code : null;
    }

    static boolean fits(String text) {
        return text != null && !text.isBlank() && text.length() <= MAX_TEXT;
    }
}
