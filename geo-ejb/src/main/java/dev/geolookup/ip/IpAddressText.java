package dev.geolookup.ip;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.ip.IpLookup;
import inet.ipaddr.AddressStringParameters.RangeParameters;
import inet.ipaddr.IPAddress;
import inet.ipaddr.IPAddressString;
import inet.ipaddr.IPAddressStringParameters;
import inet.ipaddr.ipv6.IPv6Address;

/**
 * Reads an address typed by a caller. Accepted: IPv4 in dotted-decimal form without leading zeros, and IPv6 in
 * the RFC 4291 text forms (compressed, full, mixed with a dotted IPv4 tail). Refused: host names, zone ids,
 * prefixes and masks, ranges and wildcards, and the inet_aton forms (octal, hex, fewer than four parts).
 */
public final class IpAddressText {

    private static final IPAddressStringParameters STRICT = strictParameters();

    private IpAddressText() {
    }

    private static IPAddressStringParameters strictParameters() {
        IPAddressStringParameters.Builder builder = new IPAddressStringParameters.Builder()
                .allowEmpty(false)
                .allowAll(false)
                .allowSingleSegment(false)
                .allowPrefix(false)
                .allowMask(false)
                .allowWildcardedSeparator(false)
                .setRangeOptions(RangeParameters.NO_RANGE);
        builder.getIPv4AddressParametersBuilder()
                .allowLeadingZeros(false)
                .allowUnlimitedLeadingZeros(false)
                .allow_inet_aton(false)
                .allowBinary(false);
        builder.getIPv6AddressParametersBuilder()
                .allowZone(false)
                .allowBinary(false)
                .allowUnlimitedLeadingZeros(false)
                .allowMixed(true);
        // The dotted tail of a mixed IPv6 address (::ffff:1.2.3.4) follows the IPv4 rules above.
        builder.getIPv6AddressParametersBuilder().getEmbeddedIPv4AddressParametersBuilder()
                .allowLeadingZeros(false)
                .allowUnlimitedLeadingZeros(false)
                .allow_inet_aton(false)
                .allowBinary(false);
        return builder.toParams();
    }

    /** The address, with an IPv4-mapped IPv6 address turned into its IPv4 address. */
    public static IPAddress parse(String text) {
        if (text == null || text.isEmpty() || text.length() > 64 || !text.equals(text.strip())) {
            throw invalid();
        }
        IPAddress address = new IPAddressString(text, STRICT).getAddress();
        if (address == null || address.isMultiple() || address.isPrefixed()) {
            throw invalid();
        }
        if (address.isIPv6() && ((IPv6Address) address).isIPv4Mapped()) {
            return ((IPv6Address) address).getEmbeddedIPv4Address();
        }
        return address;
    }

    static InvalidRequestException invalid() {
        return new InvalidRequestException(IpLookup.INVALID_ADDRESS);
    }

    /**
     * Why an address has no location: an address of no place on the internet (private, loopback, link-local,
     * multicast, unspecified) says so; any other is one no range of the data holds.
     */
    public static String nowhere(IPAddress address) {
        String kind = address.isLoopback() ? "a loopback address"
                : address.isLinkLocal() ? "a link-local address"
                : address.isMulticast() ? "a multicast address"
                : address.isAnyLocal() ? "the unspecified address"
                : address.isLocal() ? "a private address"
                : null;
        return kind == null ? "Address not found: no range of the IP data holds " + address
                : "Address not found: " + address + " is " + kind + ", which has no location";
    }
}
