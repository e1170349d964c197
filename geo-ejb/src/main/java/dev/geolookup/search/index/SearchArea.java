package dev.geolookup.search.index;

import dev.geolookup.api.geo.BoundingBox;
import dev.geolookup.api.geo.Coordinates;
import dev.geolookup.spatial.GreatCircle;

/**
 * Where a search may find features: inside a box, inside a circle, or inside both. Either may be null, not both.
 *
 * @param radiusKm the circle's radius around centre; ignored without a centre
 */
public record SearchArea(BoundingBox box, Coordinates centre, double radiusKm) {

    /** Boxes wider than this are enumerated by rank, not by the spatial index: a circle around them is no bound. */
    private static final double WIDEST_ENUMERATED_BOX_DEGREES = 180;

    public static SearchArea of(BoundingBox box, Coordinates centre, Double radiusKm) {
        if (box == null && radiusKm == null) {
            return null;
        }
        return new SearchArea(box, radiusKm == null ? null : centre, radiusKm == null ? 0 : radiusKm);
    }

    public boolean contains(double latitude, double longitude) {
        return (box == null || box.contains(latitude, longitude))
                && (centre == null || GreatCircle.distanceKm(centre.latitude(), centre.longitude(), latitude,
                longitude) <= radiusKm);
    }

    /** A circle holding the whole area, or null where none is small enough to be worth walking the tree for. */
    public Circle boundingCircle() {
        if (centre != null) {
            return new Circle(centre, radiusKm);
        }
        if (box.widthDegrees() > WIDEST_ENUMERATED_BOX_DEGREES) {
            return null;
        }
        // On a sphere the point of a box's edge farthest from its centre is a corner, for boxes up to a half-turn
        // wide: along a parallel the distance grows with the longitude apart, along a meridian it has no inner
        // maximum.
        Coordinates middle = box.centre();
        double farthest = 0;
        for (double latitude : new double[] {box.minLat(), box.maxLat()}) {
            for (double longitude : new double[] {box.minLng(), box.maxLng()}) {
                farthest = Math.max(farthest, GreatCircle.distanceKm(middle.latitude(), middle.longitude(), latitude,
                        longitude));
            }
        }
        return new Circle(middle, farthest + 1);
    }

    public record Circle(Coordinates centre, double radiusKm) {
    }
}
