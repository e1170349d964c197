package dev.geolookup.boundary;

import dev.geolookup.spatial.BoundaryIndex;
import dev.geolookup.spatial.BoundaryIndex.Boundary;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.io.ParseException;
import org.locationtech.jts.io.WKTReader;

import java.util.List;

/** Boundaries written as WKT for the tests of what lies at a point. */
public final class TestBoundaries {

    private TestBoundaries() {
    }

    public static Geometry polygon(String wkt) {
        try {
            return new WKTReader().read(wkt);
        } catch (ParseException e) {
            throw new IllegalArgumentException(wkt, e);
        }
    }

    /** A view holding the one boundary, at data version 1. */
    public static BoundaryView viewOf(Boundary boundary) {
        return new BoundaryView(1, 1, BoundaryIndex.of(List.of(boundary)));
    }
}
