package dev.geolookup.imports.geonames;

import dev.geolookup.imports.MalformedRowException;
import dev.geolookup.imports.StagingColumns;
import dev.geolookup.imports.StagingRow;
import dev.geolookup.imports.TextRowProcessor;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Named;

import java.util.HashSet;
import java.util.Set;

import static dev.geolookup.imports.Fields.optionalLong;
import static dev.geolookup.imports.Fields.requiredText;
import static dev.geolookup.imports.Fields.text;

/**
 * A row of admin1CodesASCII.txt or admin2Codes.txt: code ("CC.A1" or "CC.A1.A2"), name, ASCII name, geonameid.
 * A code seen before in the same run is skipped and counted.
 */
@Named("adminCodeRowProcessor")
@Dependent
public class AdminCodeRowProcessor extends TextRowProcessor {

    /** The row this gives, by the staging table's column names. */
    static final StagingColumns COLUMNS = StagingColumns.of("code", "name", "ascii_name", "geoname_id");

    private final Set<String> seen = new HashSet<>();

    @Override
    protected int columns() {
        return 4;
    }

    @Override
    protected StagingRow map(String[] f) throws MalformedRowException {
        String code = requiredText(f[0], 120, "code");
        if (!code.matches("[A-Z]{2}\\.[^.]+(\\.[^.]+)?")) {
            throw new MalformedRowException("malformed code");
        }
        String name = requiredText(f[1], 200, "name");
        String asciiName = text(f[2], 200, "ascii name");
        if (!seen.add(code)) {
            throw new MalformedRowException("duplicate code");
        }
        return COLUMNS.row().set("code", code).set("name", name).set("ascii_name", asciiName == null ? name : asciiName)
                .set("geoname_id", optionalLong(f[3], "geonameid"));
    }
}
