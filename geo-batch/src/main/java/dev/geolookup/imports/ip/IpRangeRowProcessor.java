package dev.geolookup.imports.ip;

import dev.geolookup.imports.MalformedRowException;
import dev.geolookup.imports.StagingColumns;
import dev.geolookup.imports.StagingRow;
import dev.geolookup.imports.TextRowProcessor;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Named;

import static dev.geolookup.imports.Fields.countryCode;

/**
 * A row of the DB-IP country CSV: first address, last address (inclusive), ISO alpha-2 code. A range out of order
 * or overlapping the one before is skipped and counted (OrderedRanges).
 * Output columns: ip_version, range_start, range_end, country_code.
 */
@Named("ipRangeRowProcessor")
@Dependent
public class IpRangeRowProcessor extends TextRowProcessor {

    /** The row this gives, by the staging table's column names. */
    static final StagingColumns COLUMNS = StagingColumns.of("ip_version", "range_start", "range_end", "country_code");

    private final OrderedRanges ranges = new OrderedRanges();

    @Override
    protected int columns() {
        return 3;
    }

    @Override
    protected StagingRow map(String[] f) throws MalformedRowException {
        String country = countryCode(f[2], true);
        OrderedRanges.Range range = ranges.next(f[0], f[1]); // last: a row refused for its values sets no order
        return COLUMNS.row().set("ip_version", range.ipVersion()).set("range_start", range.start())
                .set("range_end", range.end()).set("country_code", country);
    }
}
