package dev.geolookup.imports.geonames;

import dev.geolookup.imports.MalformedRowException;
import dev.geolookup.imports.StagingColumns;
import dev.geolookup.imports.StagingRow;
import dev.geolookup.imports.TextRowProcessor;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Named;

import static dev.geolookup.imports.Fields.countryCode;
import static dev.geolookup.imports.Fields.latitude;
import static dev.geolookup.imports.Fields.longitude;
import static dev.geolookup.imports.Fields.optionalDate;
import static dev.geolookup.imports.Fields.optionalLong;
import static dev.geolookup.imports.Fields.requiredLong;
import static dev.geolookup.imports.Fields.requiredText;
import static dev.geolookup.imports.Fields.text;

/**
 * A row of the GeoNames geoname table (allCountries, cities500, cities15000, a country's file): 19 columns.
 * Output columns: geoname_id, name, ascii_name, feature_class, feature_code, country_code, admin1_code,
 * admin2_code, latitude, longitude, population, timezone, modified, alternate_names (the column as GeoNames gives
 * it: which of them are names the read model decides).
 */
@Named("geonameRowProcessor")
@Dependent
public class GeonameRowProcessor extends TextRowProcessor {

    /** The row this gives, by the staging table's column names. */
    static final StagingColumns COLUMNS = StagingColumns.of("geoname_id", "name", "ascii_name", "feature_class",
            "feature_code", "country_code", "admin1_code", "admin2_code", "latitude", "longitude", "population", "timezone",
            "modified", "alternate_names");

    private static final String FEATURE_CLASSES = "AHLPRSTUV";
    /** GeoNames keeps at most 10,000 characters of alternate names; a longer column is not a geoname row. */
    private static final int MAX_ALTERNATE_NAMES_LENGTH = 100_000;

    @Override
    protected int columns() {
        return 19;
    }

    @Override
    protected StagingRow map(String[] f) throws MalformedRowException {
        long geonameId = requiredLong(f[0], "geonameid");
        if (geonameId <= 0) {
            throw new MalformedRowException("malformed geonameid");
        }
        String name = requiredText(f[1], 200, "name");
        String asciiName = text(f[2], 200, "asciiname");
        String featureClass = f[6];
        if (featureClass.length() > 1 || (!featureClass.isEmpty() && FEATURE_CLASSES.indexOf(featureClass.charAt(0)) < 0)) {
            throw new MalformedRowException("unknown feature class");
        }
        Long population = optionalLong(f[14], "population");
        if (population != null && population < 0) {
            throw new MalformedRowException("malformed population");
        }
        return COLUMNS.row()
                .set("geoname_id", geonameId)
                .set("name", name)
                .set("ascii_name", asciiName == null ? name : asciiName)
                .set("feature_class", featureClass.isEmpty() ? null : featureClass)
                .set("feature_code", text(f[7], 10, "feature code"))
                .set("country_code", countryCode(f[8], false))
                .set("admin1_code", text(f[10], 20, "admin1 code"))
                .set("admin2_code", text(f[11], 80, "admin2 code"))
                .set("latitude", latitude(f[4], true))
                .set("longitude", longitude(f[5], true))
                .set("population", population == null ? 0L : population)
                .set("timezone", text(f[17], 40, "timezone"))
                .set("modified", optionalDate(f[18], "modification date"))
                .set("alternate_names", text(f[3], MAX_ALTERNATE_NAMES_LENGTH, "alternate names"));
    }
}
