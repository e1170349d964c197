package dev.geolookup.imports.ip;

import dev.geolookup.imports.MalformedRowException;
import inet.ipaddr.IPAddress;
import inet.ipaddr.IPAddressString;

import java.util.Arrays;

/**
 * Reads the first and last address of each range of an IP dataset and checks that the ranges of each family come in
 * ascending order without overlapping, as DB-IP and ip-location-db publish them: the read models' binary search
 * depends on that order.
 */
final class OrderedRanges {

    /** An inclusive range of addresses, in network byte order. */
    record Range(int ipVersion, byte[] start, byte[] end) {
    }

    private final byte[][] lastEnd = new byte[2][];

    Range next(String first, String last) throws MalformedRowException {
        IPAddress start = address(first, "first address");
        IPAddress end = address(last, "last address");
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
        return new Range(start.isIPv4() ? 4 : 6, startBytes, endBytes);
    }

    private static IPAddress address(String text, String what) throws MalformedRowException {
        IPAddress address = new IPAddressString(text.trim()).getAddress();
        if (address == null || address.isPrefixed() || address.isMultiple()) {
            throw new MalformedRowException("malformed " + what);
        }
        return address;
    }
}
