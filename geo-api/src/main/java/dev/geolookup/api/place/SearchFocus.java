package dev.geolookup.api.place;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.geo.Coordinates;

/**
 * Where the searching user is, and how much that matters: {@code bias} 0 ranks as if no focus were given, 1 ranks
 * the matches by distance alone; between, population and distance are weighed ({@code docs/API.md}, "Location
 * bias").
 */
public record SearchFocus(Coordinates point, double bias) {

    public static final double DEFAULT_BIAS = 0.5;

    public SearchFocus {
        if (!(bias >= 0 && bias <= 1)) {
            throw new InvalidRequestException("bias must be between 0 and 1");
        }
    }
}
