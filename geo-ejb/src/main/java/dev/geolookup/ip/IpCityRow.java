package dev.geolookup.ip;

/** One city range as the read model loads it; absent values are null. */
public record IpCityRow(byte[] rangeStart, byte[] rangeEnd, String countryCode, String region, String district,
                        String city, String postalCode, Double latitude, Double longitude) {
}
