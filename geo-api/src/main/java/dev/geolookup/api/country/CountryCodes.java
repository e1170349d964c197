package dev.geolookup.api.country;

import dev.geolookup.api.InvalidRequestException;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The form of every code that names a country or one of its attributes, checked the same way wherever a request
 * gives one (REST path, query parameter, MCP argument): a malformed code is a 400 with the reason below, a
 * well-formed one that names nothing is the read model's 404. The regular expressions are public so that the MCP
 * input schemas state the same rule.
 */
public final class CountryCodes {

    public static final String ALPHA2_REGEX = "[A-Za-z]{2}";
    public static final String ALPHA_REGEX = "[A-Za-z]{2,3}";
    public static final String NUMERIC_REGEX = "[0-9]{1,3}";
    public static final String CIOC_REGEX = "[A-Za-z]{3}";
    public static final String CURRENCY_REGEX = "[A-Za-z]{3}";
    public static final String LANGUAGE_REGEX = "[A-Za-z]{2,3}";
    /** Any number of digits is a well-formed calling code (E.164 numbers have at most 15); one we lack is a 404. */
    public static final String CALLING_CODE_REGEX = "[0-9]{1,15}";

    private static final Pattern ALPHA2 = Pattern.compile(ALPHA2_REGEX);
    private static final Pattern ALPHA = Pattern.compile(ALPHA_REGEX);
    private static final Pattern NUMERIC = Pattern.compile(NUMERIC_REGEX);
    private static final Pattern CIOC = Pattern.compile(CIOC_REGEX);
    private static final Pattern CURRENCY = Pattern.compile(CURRENCY_REGEX);
    private static final Pattern LANGUAGE = Pattern.compile(LANGUAGE_REGEX);
    private static final Pattern CALLING_CODE = Pattern.compile(CALLING_CODE_REGEX);

    private CountryCodes() {
    }

    /** The country filter of place, city and postal queries: alpha-2, upper-cased; null when absent. */
    public static String countryFilter(String value) {
        if (value == null) {
            return null;
        }
        String code = value.trim();
        if (!ALPHA2.matcher(code).matches()) {
            throw new InvalidRequestException("country must be an ISO 3166-1 alpha-2 code (2 letters)");
        }
        return code.toUpperCase(Locale.ROOT);
    }

    /** An ISO 3166-1 alpha-2 or alpha-3 code, trimmed; case is the lookup's business. */
    public static String alphaCode(String value) {
        return wellFormed(value, ALPHA, "an ISO 3166-1 alpha-2 or alpha-3 code (2 or 3 letters)");
    }

    public static int numericCode(String value) {
        return Integer.parseInt(wellFormed(value, NUMERIC, "an ISO 3166-1 numeric code (1 to 3 digits)"));
    }

    /** An IOC code, trimmed. */
    public static String ciocCode(String value) {
        return wellFormed(value, CIOC, "an IOC country code (3 letters)");
    }

    /** A calling code's digits; a leading + is allowed and dropped. */
    public static String callingCode(String value) {
        if (value == null || value.isBlank()) {
            throw new InvalidRequestException("calling code must not be empty");
        }
        String code = value.trim();
        String digits = code.startsWith("+") ? code.substring(1) : code;
        return wellFormed(digits, CALLING_CODE, "a calling code of digits, without the leading +");
    }

    /** An ISO 4217 code, upper-cased as the records hold it. */
    public static String currencyCode(String value) {
        return wellFormed(value, CURRENCY, "an ISO 4217 currency code (3 letters)").toUpperCase(Locale.ROOT);
    }

    /** An ISO 639-1 or 639-2 code, lower-cased as the records hold it. */
    public static String languageCode(String value) {
        return wellFormed(value, LANGUAGE, "an ISO 639-1 or ISO 639-2 language code (2 or 3 letters)")
                .toLowerCase(Locale.ROOT);
    }

    private static String wellFormed(String value, Pattern format, String expected) {
        if (value == null || !format.matcher(value.trim()).matches()) {
            throw new InvalidRequestException("expected " + expected);
        }
        return value.trim();
    }
}
