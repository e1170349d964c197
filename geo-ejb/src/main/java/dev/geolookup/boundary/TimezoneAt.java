package dev.geolookup.boundary;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

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

    /** The zone's offset from UTC now, "+00:00" for UTC itself; null for a zone the Java runtime does not know. */
    public static String utcOffsetNow(String timezone) {
        try {
            ZoneOffset offset = ZoneId.of(timezone).getRules().getOffset(Instant.now());
            return offset.getTotalSeconds() == 0 ? "+00:00" : offset.getId();
        } catch (DateTimeException e) {
            return null;
        }
    }
}
