package dev.geolookup.api.subdivision;

import dev.geolookup.api.InvalidRequestException;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * A subdivision code as given: ISO 3166-2 ({@code US-CA}, {@code GB-SCT}) or GeoNames ({@code US.CA},
 * {@code US.CA.037}), upper-cased.
 *
 * @param iso whether the code is an ISO 3166-2 code
 */
public record SubdivisionCode(String code, boolean iso) {

    /**
     * ISO 3166-2, the one grammar of its codes: the country's alpha-2 code, a hyphen and one to three letters or
     * digits, upper-case. Parsers, importers, tool schemas and the OpenAPI document take it from here.
     */
    public static final String ISO_REGEX = "[A-Z]{2}-[A-Z0-9]{1,3}";
    /** A GeoNames admin1 code (CC.A1) or admin2 code (CC.A1.A2), upper-case. */
    public static final String GEONAMES_REGEX = "[A-Z]{2}\\.[A-Z0-9]{1,20}(\\.[A-Z0-9]{1,80})?";
    public static final Pattern ISO = Pattern.compile(ISO_REGEX);
    private static final Pattern GEONAMES = Pattern.compile(GEONAMES_REGEX);

    public static SubdivisionCode parse(String value) {
        String code = value == null ? "" : value.strip().toUpperCase(Locale.ROOT);
        if (ISO.matcher(code).matches()) {
            return new SubdivisionCode(code, true);
        }
        if (GEONAMES.matcher(code).matches()) {
            return new SubdivisionCode(code, false);
        }
        throw new InvalidRequestException("a subdivision code is ISO 3166-2 (US-CA) or GeoNames (US.CA, US.CA.037)");
    }

    /** A grammar as a request may write it, in either case: how schemas state what a parameter takes. */
    public static String anyCase(String regex) {
        return regex.replace("[A-Z]", "[A-Za-z]").replace("[A-Z0-9]", "[A-Za-z0-9]");
    }

    public String countryCode() {
        return code.substring(0, 2);
    }

    /** 1 for CC.A1 or an ISO code, 2 for CC.A1.A2 (an ISO code may name either; the lookup decides). */
    public int geonamesLevel() {
        return code.indexOf('.', 3) < 0 ? 1 : 2;
    }
}
