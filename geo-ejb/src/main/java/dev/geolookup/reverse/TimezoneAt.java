package dev.geolookup.reverse;

/** Which time zone a point lies in, the same for /reverse and /timezone. */
public final class TimezoneAt {

    private TimezoneAt() {
    }

    /**
     * The zone of the boundary holding the point, or of the nearest within radiusKm (coasts the simplified shapes
     * moved); at open sea the nautical zone of the longitude.
     */
    public static String point(BoundaryView timezoneBoundaries, double latitude, double longitude, double radiusKm) {
        String zone = timezoneBoundaries.index().locate(latitude, longitude, radiusKm);
        return zone != null ? zone : NauticalZone.of(longitude);
    }
}
