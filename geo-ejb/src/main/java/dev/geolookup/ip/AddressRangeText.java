package dev.geolookup.ip;

import inet.ipaddr.IPAddress;
import inet.ipaddr.ipv4.IPv4Address;
import inet.ipaddr.ipv6.IPv6Address;

/** A range of addresses as text: one CIDR block where it is one ("1.0.0.0/24"), else "first-last". */
final class AddressRangeText {

    private AddressRangeText() {
    }

    static String of(byte[] first, byte[] last) {
        IPAddress start = addressOf(first);
        IPAddress end = addressOf(last);
        IPAddress[] blocks = start.spanWithPrefixBlocks(end);
        return blocks.length == 1 ? blocks[0].toCanonicalString()
                : start.toCanonicalString() + "-" + end.toCanonicalString();
    }

    private static IPAddress addressOf(byte[] bytes) {
        return bytes.length == 4 ? new IPv4Address(bytes) : new IPv6Address(bytes);
    }
}
