package dev.geolookup.imports.postal;

import dev.geolookup.imports.MalformedRowException;
import dev.geolookup.imports.StagingColumns;
import dev.geolookup.imports.StagingRow;
import dev.geolookup.imports.TextRowProcessor;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Named;

import java.util.Locale;

import static dev.geolookup.imports.Fields.countryCode;
import static dev.geolookup.imports.Fields.latitude;
import static dev.geolookup.imports.Fields.longitude;
import static dev.geolookup.imports.Fields.optionalLong;
import static dev.geolookup.imports.Fields.requiredText;
import static dev.geolookup.imports.Fields.text;

/**
 * A row of the GeoNames postal-code dump: country, code, place, admin name and code 1 to 3, latitude, longitude,
 * accuracy. Output columns: country_code, postal_code, code_key, place_name, admin_name1, admin_code1,
 * admin_name2, admin_code2, admin_name3, admin_code3, latitude, longitude, accuracy.
 */
@Named("postalCodeRowProcessor")
@Dependent
public class PostalCodeRowProcessor extends TextRowProcessor {

    /** The row this gives, by the staging table's column names. */
    static final StagingColumns COLUMNS = StagingColumns.of("country_code", "postal_code", "code_key", "place_name",
            "admin_name1", "admin_code1", "admin_name2", "admin_code2", "admin_name3", "admin_code3", "latitude", "longitude",
            "accuracy");

    @Override
    protected int columns() {
        return 12;
    }

    @Override
    protected StagingRow map(String[] f) throws MalformedRowException {
        String code = requiredText(f[1], 20, "postal code").trim();
        Long accuracy = optionalLong(f[11], "accuracy");
        if (accuracy != null && (accuracy < 1 || accuracy > 6)) {
            throw new MalformedRowException("accuracy out of range");
        }
        return COLUMNS.row()
                .set("country_code", countryCode(f[0], true))
                .set("postal_code", code)
                .set("code_key", codeKey(code))
                .set("place_name", text(f[2], 180, "place name"))
                .set("admin_name1", text(f[3], 100, "admin name1"))
                .set("admin_code1", text(f[4], 20, "admin code1"))
                .set("admin_name2", text(f[5], 100, "admin name2"))
                .set("admin_code2", text(f[6], 20, "admin code2"))
                .set("admin_name3", text(f[7], 100, "admin name3"))
                .set("admin_code3", text(f[8], 20, "admin code3"))
                .set("latitude", latitude(f[9], false))
                .set("longitude", longitude(f[10], false))
                .set("accuracy", accuracy == null ? null : accuracy.intValue());
    }

    /** The form codes are compared in: upper case, without spaces ("sw1a 1aa" and "SW1A1AA" are one code). */
    public static String codeKey(String code) {
        return code.replace(" ", "").toUpperCase(Locale.ROOT);
    }
}
