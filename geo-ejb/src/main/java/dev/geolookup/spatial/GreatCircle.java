package dev.geolookup.spatial;

/** Great-circle distances on a sphere: haversine with the IUGG mean radius, 6371.0088 km. */
public final class GreatCircle {

    public static final double EARTH_RADIUS_KM = 6371.0088;
    public static final double KM_PER_MILE = 1.609344;

    private GreatCircle() {
    }

    public static double distanceKm(double lat1, double lng1, double lat2, double lng2) {
        double phi1 = Math.toRadians(lat1);
        double phi2 = Math.toRadians(lat2);
        double sinHalfDeltaPhi = Math.sin((phi2 - phi1) / 2);
        double sinHalfDeltaLambda = Math.sin(Math.toRadians(lng2 - lng1) / 2);
        double a = sinHalfDeltaPhi * sinHalfDeltaPhi
                + Math.cos(phi1) * Math.cos(phi2) * sinHalfDeltaLambda * sinHalfDeltaLambda;
        return 2 * EARTH_RADIUS_KM * Math.atan2(Math.sqrt(a), Math.sqrt(Math.max(0, 1 - a)));
    }

    /** The straight-line distance through the unit sphere between two points this far apart on its surface. */
    static double chordOf(double distanceKm) {
        double angle = Math.min(Math.PI, distanceKm / EARTH_RADIUS_KM);
        return 2 * Math.sin(angle / 2);
    }
}
