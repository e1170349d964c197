package dev.geolookup.imports.geonames;

import dev.geolookup.imports.MalformedRowException;
import dev.geolookup.imports.StagingColumns;
import dev.geolookup.imports.StagingRow;
import dev.geolookup.imports.TextRowProcessor;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Named;

import static dev.geolookup.imports.Fields.requiredLong;
import static dev.geolookup.imports.Fields.requiredText;
import static dev.geolookup.imports.Fields.text;

/**
 * A row of GeoNames' alternateNamesV2 table: alternateNameId, geonameid, isolanguage, alternate name,
 * isPreferredName, isShortName, isColloquial, isHistoric, from, to; a flag is "1" or empty. Output columns:
 * alternate_name_id, geoname_id, language, name, preferred, short_name, colloquial, historic, used_from, used_to.
 */
@Named("alternateNameRowProcessor")
@Dependent
public class AlternateNameRowProcessor extends TextRowProcessor {

    /** The row this gives, by the staging table's column names. */
    static final StagingColumns COLUMNS = StagingColumns.of("alternate_name_id", "geoname_id", "language", "name",
            "preferred", "short_name", "colloquial", "historic", "used_from", "used_to");

    @Override
    protected int columns() {
        return 10;
    }

    @Override
    protected StagingRow map(String[] f) throws MalformedRowException {
        long id = requiredLong(f[0], "alternateNameId");
        long geonameId = requiredLong(f[1], "geonameid");
        if (id <= 0 || geonameId <= 0) {
            throw new MalformedRowException(id <= 0 ? "malformed alternateNameId" : "malformed geonameid");
        }
        return COLUMNS.row()
                .set("alternate_name_id", id)
                .set("geoname_id", geonameId)
                .set("language", text(f[2], 20, "isolanguage"))
                .set("name", requiredText(f[3], 400, "alternate name"))
                .set("preferred", flag(f[4], "isPreferredName"))
                .set("short_name", flag(f[5], "isShortName"))
                .set("colloquial", flag(f[6], "isColloquial"))
                .set("historic", flag(f[7], "isHistoric"))
                .set("used_from", text(f[8], 20, "from"))
                .set("used_to", text(f[9], 20, "to"));
    }

    private static boolean flag(String value, String what) throws MalformedRowException {
        return switch (value) {
            case "" , "0" -> false;
            case "1" -> true;
            default -> throw new MalformedRowException("malformed " + what);
        };
    }
}
