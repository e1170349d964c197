package dev.geolookup.ip;

/** One network range as the read model loads it. */
public record IpNetworkRow(byte[] rangeStart, byte[] rangeEnd, long asn, String organization) {
}
