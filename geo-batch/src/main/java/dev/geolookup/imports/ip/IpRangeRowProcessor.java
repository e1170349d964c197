package dev.geolookup.imports.ip;

import dev.geolookup.imports.MalformedRowException;
import dev.geolookup.imports.TextRowProcessor;
import inet.ipaddr.IPAddress;
import inet.ipaddr.IPAddressString;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Named;

import java.util.Arrays;

import static dev.geolookup.imports.Fields.countryCode;

/**
 * A row of the DB-IP country CSV: first address, last address (inclusive), ISO alpha-2 code. Ranges must come in
 * ascending order without overlapping within each IP version, as DB-IP publishes them; a range that does not is
 * skipped and counted, because the lookup's binary search depends on that order.
 * Output columns: ip_version, range_start, range_end, country_code.
 */
@Named("ipRangeRowProcessor")
@Dependent
public class IpRangeRowProcessor extends TextRowProcessor {

    private final byte[][] lastEnd = new byte[2][];

    @Override
    protected int columns() {
        return 3;
    }

    @Override
    protected Object[] map(String[] f) throws MalformedRowException {
        IPAddress start = address(f[0], "first address");
        IPAddress end = address(f[1], "last address");
        if (start.isIPv4() != end.isIPv4()) {
            throw new MalformedRowException("range mixes IPv4 and IPv6");
        }
        byte[] startBytes = start.getBytes();
        byte[] endBytes = end.getBytes();
        if (Arrays.compareUnsigned(startBytes, endBytes) > 0) {
            throw new MalformedRowException("range ends before it starts");
        }
        int family = start.isIPv4() ? 0 : 1;
        if (lastEnd[family] != null && Arrays.compareUnsigned(startBytes, lastEnd[family]) <= 0) {
            throw new MalformedRowException("range out of order or overlapping the previous one");
        }
        lastEnd[family] = endBytes;
        return new Object[] {start.isIPv4() ? 4 : 6, startBytes, endBytes, countryCode(f[2], true)};
    }

    private static IPAddress address(String text, String what) throws MalformedRowException {
        IPAddress address = new IPAddressString(text.trim()).getAddress();
        if (address == null || address.isPrefixed() || address.isMultiple()) {
            throw new MalformedRowException("malformed " + what);
        }
        return address;
    }
}
