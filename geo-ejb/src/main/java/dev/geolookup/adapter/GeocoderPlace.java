package dev.geolookup.adapter;

import java.util.Map;

/**
 * A GeoNames feature as the open geocoders (Nominatim, photon) describe a place, with OpenStreetMap's vocabulary.
 *
 * @param category    Nominatim's class: place for populated places, boundary for countries and divisions
 * @param type        city, town, village or hamlet for a place; administrative for a boundary
 * @param addressType what the feature is in an address: country, state, county, municipality or the place's type
 * @param layer       photon's layer: country, state, county, city or locality
 * @param address     the address members in Nominatim's order, most specific first, their values in the reader's
 *                    language
 * @param box         south, north, west, east
 */
public record GeocoderPlace(long placeId, String name, double lat, double lon, String category, String type,
                      int placeRank, String addressType, String layer, double importance, String displayName,
                      Map<String, String> address, double[] box) {
}
