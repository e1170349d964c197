package dev.geolookup.reverse;

import dev.geolookup.boundary.BoundaryView;
import dev.geolookup.country.CountryView;

import java.util.Map;

/** Which country a point lies in, by the country boundaries: the same for /reverse and the adapters. */
public final class CountryAt {

    /** Codes of the boundary file that the country records spell otherwise (Kosovo's user-assigned code). */
    private static final Map<String, String> BOUNDARY_CODES = Map.of("XKX", "XK");

    private CountryAt() {
    }

    /** The alpha-2 code of the country whose boundary holds the point, or lies within radiusKm; null at sea. */
    public static String point(BoundaryView countryBoundaries, CountryView countries, double latitude,
                               double longitude, double radiusKm) {
        String boundaryCode = countryBoundaries.index().locate(latitude, longitude, radiusKm);
        if (boundaryCode == null) {
            return null;
        }
        return countries.alpha2Of(BOUNDARY_CODES.getOrDefault(boundaryCode, boundaryCode)).orElse(null);
    }
}
