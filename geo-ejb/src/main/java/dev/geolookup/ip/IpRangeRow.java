package dev.geolookup.ip;

/** One range as the read model loads it. */
public record IpRangeRow(int ipVersion, byte[] rangeStart, byte[] rangeEnd, String countryCode) {
}
