package dev.geolookup.postal;

/** One postal entry as the read model loads it, before it is packed into columns. */
public record PostalRow(String countryCode, String postalCode, String codeKey, String placeName,
                        String adminName1, String adminCode1, String adminName2, String adminCode2,
                        String adminName3, String adminCode3, Double latitude, Double longitude, Integer accuracy) {
}
