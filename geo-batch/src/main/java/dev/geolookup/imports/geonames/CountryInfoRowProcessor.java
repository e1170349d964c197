package dev.geolookup.imports.geonames;

import dev.geolookup.imports.MalformedRowException;
import dev.geolookup.imports.TextRowProcessor;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Named;

import java.util.HashSet;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

import static dev.geolookup.imports.Fields.countryCode;
import static dev.geolookup.imports.Fields.optionalDouble;
import static dev.geolookup.imports.Fields.optionalLong;
import static dev.geolookup.imports.Fields.requiredText;
import static dev.geolookup.imports.Fields.text;

/**
 * A row of GeoNames countryInfo.txt (19 columns; comment lines start with #). The postal-code regex must compile,
 * because postal lookups validate codes against it.
 */
@Named("countryInfoRowProcessor")
@Dependent
public class CountryInfoRowProcessor extends TextRowProcessor {

    private final Set<String> seen = new HashSet<>();

    @Override
    protected int columns() {
        return 19;
    }

    @Override
    protected Object[] map(String[] f) throws MalformedRowException {
        String iso = countryCode(f[0], true);
        String postalRegex = text(f[14], 500, "postal code regex");
        if (postalRegex != null) {
            try {
                Pattern.compile(postalRegex);
            } catch (PatternSyntaxException e) {
                throw new MalformedRowException("postal code regex does not compile");
            }
        }
        if (!seen.add(iso)) {
            throw new MalformedRowException("duplicate country code");
        }
        return new Object[] {
                iso, text(f[1], 3, "ISO3"), text(f[2], 3, "ISO numeric"), text(f[3], 2, "fips"),
                requiredText(f[4], 200, "country name"), text(f[5], 200, "capital"),
                optionalDouble(f[6], "area"), optionalLong(f[7], "population"), text(f[8], 2, "continent"),
                text(f[9], 10, "tld"), text(f[10], 3, "currency code"), text(f[11], 50, "currency name"),
                text(f[12], 30, "phone"), text(f[13], 200, "postal code format"), postalRegex,
                text(f[15], 200, "languages"), optionalLong(f[16], "geonameid"), text(f[17], 200, "neighbours"),
                text(f[18], 10, "equivalent fips code")};
    }
}
