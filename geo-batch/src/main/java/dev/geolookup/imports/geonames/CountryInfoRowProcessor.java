package dev.geolookup.imports.geonames;

import dev.geolookup.imports.MalformedRowException;
import dev.geolookup.imports.StagingColumns;
import dev.geolookup.imports.StagingRow;
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

    /** The row this gives, by the staging table's column names. */
    static final StagingColumns COLUMNS = StagingColumns.of("iso_alpha2", "iso_alpha3", "iso_numeric", "fips", "name",
            "capital", "area", "population", "continent", "top_level_domain", "currency_code", "currency_name", "phone",
            "postal_code_format", "postal_code_regex", "languages", "geoname_id", "neighbours", "equivalent_fips");

    private final Set<String> seen = new HashSet<>();

    @Override
    protected int columns() {
        return 19;
    }

    @Override
    protected StagingRow map(String[] f) throws MalformedRowException {
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
        return COLUMNS.row()
                .set("iso_alpha2", iso)
                .set("iso_alpha3", text(f[1], 3, "ISO3"))
                .set("iso_numeric", text(f[2], 3, "ISO numeric"))
                .set("fips", text(f[3], 2, "fips"))
                .set("name", requiredText(f[4], 200, "country name"))
                .set("capital", text(f[5], 200, "capital"))
                .set("area", optionalDouble(f[6], "area"))
                .set("population", optionalLong(f[7], "population"))
                .set("continent", text(f[8], 2, "continent"))
                .set("top_level_domain", text(f[9], 10, "tld"))
                .set("currency_code", text(f[10], 3, "currency code"))
                .set("currency_name", text(f[11], 50, "currency name"))
                .set("phone", text(f[12], 30, "phone"))
                .set("postal_code_format", text(f[13], 200, "postal code format"))
                .set("postal_code_regex", postalRegex)
                .set("languages", text(f[15], 200, "languages"))
                .set("geoname_id", optionalLong(f[16], "geonameid"))
                .set("neighbours", text(f[17], 200, "neighbours"))
                .set("equivalent_fips", text(f[18], 10, "equivalent fips code"));
    }
}
