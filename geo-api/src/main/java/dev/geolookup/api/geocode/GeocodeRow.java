package dev.geolookup.api.geocode;

/**
 * One row of a list to geocode, its values as given (null where the list has no such column or the cell is empty):
 * the name, and optionally the country (an ISO 3166-1 alpha-2 or alpha-3 code, or its name in a language the
 * country lookups know), the first-level division code and a point to prefer results near.
 *
 * @param line the row's line in the list, for the reason of a refusal
 */
public record GeocodeRow(long line, String name, String country, String admin1, String lat, String lng) {
}
