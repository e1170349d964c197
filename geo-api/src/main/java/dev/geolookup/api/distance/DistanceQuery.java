package dev.geolookup.api.distance;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.geo.Coordinates;
import dev.geolookup.api.geo.GeoFilters;

/**
 * The two ends of a distance: two cities by GeoNames id, or two points. Exactly these two
 * forms; any other combination of parameters is refused.
 */
public sealed interface DistanceQuery {

    record BetweenCities(int fromGeonameId, int toGeonameId) implements DistanceQuery {
    }

    record BetweenPoints(Coordinates from, Coordinates to) implements DistanceQuery {
    }

    static DistanceQuery parse(String from, String to, String lat1, String lng1, String lat2, String lng2) {
        boolean anyCity = from != null || to != null;
        boolean anyPoint = lat1 != null || lng1 != null || lat2 != null || lng2 != null;
        if (anyCity && !anyPoint && from != null && to != null) {
            return new BetweenCities(cityId("from", from), cityId("to", to));
        }
        if (anyPoint && !anyCity && lat1 != null && lng1 != null && lat2 != null && lng2 != null) {
            return new BetweenPoints(Coordinates.parse("lat1", lat1, "lng1", lng1),
                    Coordinates.parse("lat2", lat2, "lng2", lng2));
        }
        throw new InvalidRequestException(
                "give either from and to (city geonameIds) or all of lat1, lng1, lat2 and lng2, not a mix");
    }

    private static int cityId(String name, String value) {
        try {
            return GeoFilters.geonameId(value);
        } catch (InvalidRequestException e) {
            throw new InvalidRequestException(name + " must be a city geonameId (a positive integer)");
        }
    }
}
