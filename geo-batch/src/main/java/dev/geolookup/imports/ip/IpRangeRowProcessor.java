package dev.geolookup.imports.ip;

import dev.geolookup.imports.MalformedRowException;
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

    private final OrderedRanges ranges = new OrderedRanges();

    @Override
    protected int columns() {
        return 3;
    }

    @Override
    protected Object[] map(String[] f) throws MalformedRowException {
        String country = countryCode(f[2], true);
        OrderedRanges.Range range = ranges.next(f[0], f[1]); // last: a row refused for its values sets no order
        return new Object[] {range.ipVersion(), range.start(), range.end(), country};
    }
}
