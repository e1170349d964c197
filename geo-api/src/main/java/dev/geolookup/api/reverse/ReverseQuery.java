package dev.geolookup.api.reverse;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.geo.Coordinates;
import dev.geolookup.api.request.QueryParameters;

/**
 * What is at a point: the point, and how far (km) a point in no boundary polygon may be from the nearest one and
 * still take its country and time zone (coasts the simplified shapes moved). 0 asks for the polygons alone.
 */
public record ReverseQuery(Coordinates point, double radiusKm) {

    public static final double DEFAULT_RADIUS_KM = 25;
    /** More than any coast needs; a larger radius would name countries hundreds of kilometres out at sea. */
    public static final double MAX_RADIUS_KM = 500;

    public static ReverseQuery parse(String lat, String lng, String radiusKm) {
        return new ReverseQuery(Coordinates.parse("lat", lat, "lng", lng), radius(radiusKm));
    }

    public static double radius(String radiusKm) {
        Double radius = QueryParameters.optionalNumber("radiusKm", radiusKm);
        if (radius == null) {
            return DEFAULT_RADIUS_KM;
        }
        if (radius < 0 || radius > MAX_RADIUS_KM) {
            throw new InvalidRequestException("radiusKm must be between 0 and " + (int) MAX_RADIUS_KM);
        }
        return radius;
    }
}
