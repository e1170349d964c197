package dev.geolookup.api.geo;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.request.QueryParameters;

/**
 * A box of longitudes and latitudes, as maps and GeoJSON write it: west, south, east, north. A west edge east of
 * the east edge is a box that crosses the antimeridian (170,-20,-170,20 holds Fiji); the south edge may not lie
 * north of the north edge.
 */
public record BoundingBox(double minLng, double minLat, double maxLng, double maxLat) {

    public BoundingBox {
        if (!(within(minLat, 90) && within(maxLat, 90))) {
            throw new InvalidRequestException("bbox latitudes must be between -90 and 90");
        }
        if (!(within(minLng, 180) && within(maxLng, 180))) {
            throw new InvalidRequestException("bbox longitudes must be between -180 and 180");
        }
        if (minLat > maxLat) {
            throw new InvalidRequestException("bbox minLat must not be greater than maxLat");
        }
    }

    private static boolean within(double degrees, double bound) {
        return degrees >= -bound && degrees <= bound;
    }

    /** bbox=minLng,minLat,maxLng,maxLat; null when absent. */
    public static BoundingBox parse(String value) {
        if (value == null) {
            return null;
        }
        String[] parts = value.split(",", -1);
        if (parts.length != 4) {
            throw new InvalidRequestException("bbox must be four numbers: minLng,minLat,maxLng,maxLat");
        }
        double[] edges = new double[4];
        for (int i = 0; i < 4; i++) {
            Double edge = QueryParameters.optionalNumber("bbox", parts[i]);
            if (edge == null || parts[i].isBlank()) {
                throw new InvalidRequestException("bbox must be four numbers: minLng,minLat,maxLng,maxLat");
            }
            edges[i] = edge;
        }
        return new BoundingBox(edges[0], edges[1], edges[2], edges[3]);
    }

    public boolean crossesAntimeridian() {
        return minLng > maxLng;
    }

    public boolean contains(double latitude, double longitude) {
        if (latitude < minLat || latitude > maxLat) {
            return false;
        }
        return crossesAntimeridian()
                ? longitude >= minLng || longitude <= maxLng
                : longitude >= minLng && longitude <= maxLng;
    }

    /** Degrees of longitude from the west edge east to the east edge. */
    public double widthDegrees() {
        return crossesAntimeridian() ? 360 - minLng + maxLng : maxLng - minLng;
    }

    /** The middle of the box, on the antimeridian's far side where the box crosses it. */
    public Coordinates centre() {
        double longitude = minLng + widthDegrees() / 2;
        return new Coordinates((minLat + maxLat) / 2, longitude > 180 ? longitude - 360 : longitude);
    }
}
