package dev.geolookup.postal;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/** The postal-code format of each country, from GeoNames countryInfo, as patterns a code can be checked with. */
public final class PostalFormatView {

    public static final PostalFormatView EMPTY = new PostalFormatView(0, Map.of());

    /**
     * Countries whose GeoNames entries carry only the leading part of a full code: how long that part is
     * (positive: the first n characters) or how much of the end to drop (negative), counted without spaces.
     * A full code such as "SW1A 1AA" then finds the entry of "SW1A".
     */
    private static final Map<String, Integer> LEADING_PARTS = Map.of("GB", -3, "CA", 3, "NL", 4, "IE", 3, "MT", 3);

    private final long version;
    private final Map<String, CountryFormat> formats;

    private PostalFormatView(long version, Map<String, CountryFormat> formats) {
        this.version = version;
        this.formats = formats;
    }

    public static PostalFormatView of(long version, Iterable<PostalFormat> rows) {
        Map<String, CountryFormat> formats = new HashMap<>();
        for (PostalFormat row : rows) {
            if (row.getRegex() == null || row.getRegex().isBlank()) {
                continue;
            }
            try {
                formats.put(row.getCountryCode(), new CountryFormat(row.getFormat(),
                        Pattern.compile(row.getRegex().trim(), Pattern.CASE_INSENSITIVE)));
            } catch (PatternSyntaxException e) {
                // A regex Java cannot read checks nothing; the lookup alone decides.
            }
        }
        return new PostalFormatView(version, Map.copyOf(formats));
    }

    public long version() {
        return version;
    }

    /** How many countries have a code format. */
    public int size() {
        return formats.size();
    }

    /** The format of the country's codes, when GeoNames gives one. */
    public Optional<CountryFormat> of(String countryCode) {
        return Optional.ofNullable(formats.get(countryCode));
    }

    /** The lookup key of the leading part of a full code, for countries whose entries carry only that part. */
    public static Optional<String> leadingPartKey(String countryCode, String codeKey) {
        Integer part = LEADING_PARTS.get(countryCode);
        if (part == null) {
            return Optional.empty();
        }
        int length = part > 0 ? part : codeKey.length() + part;
        return length > 0 && length < codeKey.length() ? Optional.of(codeKey.substring(0, length)) : Optional.empty();
    }

    /** The form lookups compare: upper case, no whitespace. */
    public static String keyOf(String code) {
        return code.replaceAll("\\s+", "").toUpperCase(Locale.ROOT);
    }

    /** GeoNames' notation of a country's codes and the regex a full code must match. */
    public record CountryFormat(String notation, Pattern regex) {

        public boolean accepts(String code) {
            return regex.matcher(code.trim()).matches();
        }
    }
}
