package dev.geolookup.place;

/**
 * One GeoNames feature as the read models load it, before it is packed into columns; alternateNames is GeoNames'
 * comma-separated column as imported (null for none).
 */
public record FeatureRow(long geonameId, String name, String asciiName, String featureClass, String featureCode,
                         String countryCode, String admin1Code, String admin2Code, double latitude, double longitude,
                         long population, String timezone, String alternateNames) {
}
