package dev.geolookup.subdivision;

import dev.geolookup.boundary.SubdivisionOutlineView;
import dev.geolookup.boundary.SubdivisionUnit;
import dev.geolookup.spatial.GreatCircle;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.geom.Point;
import org.locationtech.jts.geom.Polygon;
import org.locationtech.jts.operation.distance.DistanceOp;

import java.util.List;
import java.util.Map;

/**
 * The first-level division at a point by the outlines the crosswalk ties to admin1s: the outline that holds the
 * point, or the nearest within {@value #SHORE_KM} km, where its admin1 is one of the country's; near a border the
 * nearest gazetteer feature may overrule it ({@link #at(double, double, String, String, double)}).
 */
final class Admin1PointRule {

    /** How far from a shore an outline still decides the first-level division: the outlines are simplified. */
    static final double SHORE_KM = 5;
    private static final double KM_PER_DEGREE_OF_LATITUDE = Math.PI * GreatCircle.EARTH_RADIUS_KM / 180;
    private static final GeometryFactory GEOMETRY = new GeometryFactory();

    private final SubdivisionOutlineView outlines;
    private final Map<String, String> admin1OfUnit;
    private final Map<String, SubdivisionUnit> unitOfDivision;
    private final Map<String, List<Polygon>> outlineOfAdmin1;
    private final Admin1Outlines.Rule rule;

    Admin1PointRule(SubdivisionOutlineView outlines, Map<String, String> admin1OfUnit,
                    Map<String, SubdivisionUnit> unitOfDivision, Map<String, List<Polygon>> outlineOfAdmin1,
                    Admin1Outlines.Rule rule) {
        this.outlines = outlines;
        this.admin1OfUnit = admin1OfUnit;
        this.unitOfDivision = unitOfDivision;
        this.outlineOfAdmin1 = outlineOfAdmin1;
        this.rule = rule;
    }

    /**
     * The admin1 of the outline that holds the point (or the nearest within {@value #SHORE_KM} km), where that
     * admin1 is one of the country's; null where no outline decides.
     */
    Admin1At at(double latitude, double longitude, String countryCode) {
        SubdivisionUnit unit = outlines.at(latitude, longitude, SHORE_KM);
        String key = unit == null ? null : admin1OfUnit.get(unit.unitCode());
        if (key == null || countryCode == null || key.length() < 4 || !key.startsWith(countryCode)
                || key.charAt(2) != '.') {
            return null;
        }
        return new Admin1At(key.substring(3), unitOfDivision.get(key));
    }

    /**
     * As {@link #at(double, double, String)}, but null where the nearest gazetteer feature of the country, within
     * {@code rule.nearestKm()} of the point ({@code nearestKm} away), carries another admin1 whose outline passes
     * within {@code rule.borderKm()} of it, or that has no outline: the outlines are simplified, and so near a
     * border a near feature knows better; and a division no outline draws lies inside another's.
     */
    Admin1At at(double latitude, double longitude, String countryCode, String nearestAdmin1, double nearestKm) {
        Admin1At outlined = at(latitude, longitude, countryCode);
        if (outlined == null || nearestAdmin1 == null || outlined.admin1Code().equals(nearestAdmin1)
                || !(nearestKm <= rule.nearestKm())) {
            return outlined;
        }
        List<Polygon> other = outlineOfAdmin1.get(countryCode + "." + nearestAdmin1);
        // A division without an outline of its own (a city that is its own unit, one made after the outlines were
        // drawn) lies inside another's outline: its feature, this near, knows better.
        return other == null || passesWithin(other, latitude, longitude, rule.borderKm()) ? null : outlined;
    }

    private static boolean passesWithin(List<Polygon> polygons, double latitude, double longitude, double km) {
        double latitudeSpan = km / KM_PER_DEGREE_OF_LATITUDE;
        double longitudeSpan = latitudeSpan / Math.max(0.01, Math.cos(Math.toRadians(latitude)));
        Envelope window = new Envelope(longitude - longitudeSpan, longitude + longitudeSpan, latitude - latitudeSpan,
                latitude + latitudeSpan);
        Point point = GEOMETRY.createPoint(new Coordinate(longitude, latitude));
        for (Polygon polygon : polygons) {
            if (polygon.getEnvelopeInternal().intersects(window)) {
                Coordinate closest = DistanceOp.nearestPoints(polygon, point)[0];
                if (GreatCircle.distanceKm(latitude, longitude, closest.y, closest.x) <= km) {
                    return true;
                }
            }
        }
        return false;
    }
}
