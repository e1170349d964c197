package dev.geolookup.imports.ip;

import dev.geolookup.imports.MalformedRowException;
import dev.geolookup.imports.StagingColumns;
import dev.geolookup.imports.StagingRow;
import dev.geolookup.imports.TextRowProcessor;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Named;

import static dev.geolookup.imports.Fields.requiredLong;
import static dev.geolookup.imports.Fields.text;

/**
 * A row of an IP to AS number CSV, ip-location-db's asn files or DB-IP's ASN Lite: first address, last address, AS
 * number, organisation. Ranges as OrderedRanges checks them.
 * Output columns: ip_version, range_start, range_end, asn, organization.
 */
@Named("ipNetworkRowProcessor")
@Dependent
public class IpNetworkRowProcessor extends TextRowProcessor {

    /** The row this gives, by the staging table's column names. */
    static final StagingColumns COLUMNS = StagingColumns.of("ip_version", "range_start", "range_end", "asn", "organization");

    /** AS numbers are 32-bit unsigned (RFC 6793). */
    private static final long MAX_ASN = 0xFFFF_FFFFL;

    private final OrderedRanges ranges = new OrderedRanges();

    @Override
    protected int columns() {
        return 4;
    }

    @Override
    protected StagingRow map(String[] f) throws MalformedRowException {
        long asn = requiredLong(f[2].startsWith("AS") ? f[2].substring(2) : f[2], "AS number");
        if (asn < 0 || asn > MAX_ASN) {
            throw new MalformedRowException("AS number out of range");
        }
        String organization = text(f[3], 300, "organization");
        OrderedRanges.Range range = ranges.next(f[0], f[1]); // last: a row refused for its values sets no order
        return COLUMNS.row().set("ip_version", range.ipVersion()).set("range_start", range.start())
                .set("range_end", range.end()).set("asn", asn).set("organization", organization);
    }
}
