package dev.geolookup.spatial;

import dev.geolookup.spatial.BoundaryIndex.Boundary;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.io.ParseException;
import org.locationtech.jts.io.WKTReader;

import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

class BoundaryIndexTest {

    private static Boundary boundary(String code, String wkt) {
        try {
            return new Boundary(code, new WKTReader().read(wkt));
        } catch (ParseException e) {
            throw new IllegalArgumentException(wkt, e);
        }
    }

    /** A 20° square with a 4° hole, a 2° square inside it (a nested claim) and a square beside it. */
    private static final BoundaryIndex SQUARES = BoundaryIndex.of(List.of(
            boundary("BIG", "POLYGON ((0 0, 20 0, 20 20, 0 20, 0 0), (8 8, 12 8, 12 12, 8 12, 8 8))"),
            boundary("SMALL", "POLYGON ((2 2, 4 2, 4 4, 2 4, 2 2))"),
            boundary("NEXT", "POLYGON ((20 0, 30 0, 30 20, 20 20, 20 0))")));

    @Test
    void anAreaGivesItsPolygonsInOrder() {
        BoundaryIndex islands = BoundaryIndex.of(List.of(boundary("TWO",
                "MULTIPOLYGON (((0 0, 1 0, 1 1, 0 0)), ((5 5, 6 5, 6 6, 5 5)))"), boundary("ONE",
                "POLYGON ((10 10, 11 10, 11 11, 10 10))")));
        assertThat(islands.polygonsOf("TWO")).extracting(polygon -> polygon.getCoordinate().x)
                .containsExactly(0.0, 5.0);
        assertThat(islands.polygonsOf("ONE")).hasSize(1);
        assertThat(islands.polygonsOf("NONE")).isEmpty();
    }

    @Test
    void theSmallestPolygonHoldingAPointWins() {
        assertThat(SQUARES.locate(3, 3, 0)).isEqualTo("SMALL");
        assertThat(SQUARES.locate(15, 15, 0)).isEqualTo("BIG");
        assertThat(SQUARES.locate(5.05, 5.05, 0)).as("inside a cell the big square holds alone").isEqualTo("BIG");
    }

    @Test
    void aHoleBelongsToNoPolygonButToTheNearestWithinTheRadius() {
        assertThat(SQUARES.locate(10, 10, 0)).isNull();
        // The hole's edge is 2° (about 222 km) away from its centre.
        assertThat(SQUARES.locate(10, 10, 100)).isNull();
        assertThat(SQUARES.locate(10, 10, 250)).isEqualTo("BIG");
    }

    @Test
    void aPointOnAnEdgeIsInside() {
        assertThat(SQUARES.locate(0, 10, 0)).isEqualTo("BIG");
        assertThat(SQUARES.locate(8, 10, 0)).as("on the hole's edge").isEqualTo("BIG");
        assertThat(SQUARES.locate(2, 3, 0)).as("on the nested square's edge").isEqualTo("SMALL");
    }

    @Test
    void theOpenSeaIsNullBeyondTheRadiusAndTheNearestAreaWithinIt() {
        assertThat(SQUARES.locate(-1, 10, 0)).isNull();
        assertThat(SQUARES.locate(-1, 10, 25)).isNull();
        assertThat(SQUARES.locate(-0.1, 10, 25)).as("11 km south of the square").isEqualTo("BIG");
        assertThat(SQUARES.locate(10, 30.1, 25)).isEqualTo("NEXT");
    }

    @Test
    void areasMeetAtTheAntimeridianAndTheRadiusReachesAcrossIt() {
        BoundaryIndex pacific = BoundaryIndex.of(List.of(
                boundary("EAST", "POLYGON ((170 -20, 180 -20, 180 -10, 170 -10, 170 -20))"),
                boundary("WEST", "POLYGON ((-180 -20, -170 -20, -170 -10, -180 -10, -180 -20))")));
        assertThat(pacific.locate(-15, 179.9, 0)).isEqualTo("EAST");
        assertThat(pacific.locate(-15, -179.9, 0)).isEqualTo("WEST");
        assertThat(pacific.locate(-15, 180, 0)).isNotNull();
        BoundaryIndex eastOnly = BoundaryIndex.of(List.of(
                boundary("EAST", "POLYGON ((170 -20, 179.9 -20, 179.9 -10, 170 -10, 170 -20))")));
        assertThat(eastOnly.locate(-15, -179.95, 25)).as("about 16 km across the antimeridian").isEqualTo("EAST");
        assertThat(eastOnly.locate(-15, -179.5, 25)).isNull();
    }

    @Test
    void thePolesAreCellsLikeAnyOther() {
        BoundaryIndex poles = BoundaryIndex.of(List.of(
                boundary("SOUTH", "POLYGON ((-180 -90, 180 -90, 180 -60, -180 -60, -180 -90))"),
                boundary("NORTH", "POLYGON ((-180 85, 180 85, 180 90, -180 90, -180 85))")));
        assertThat(poles.locate(-90, 0, 0)).isEqualTo("SOUTH");
        assertThat(poles.locate(-89.99, 123, 0)).isEqualTo("SOUTH");
        assertThat(poles.locate(90, -180, 0)).isEqualTo("NORTH");
        assertThat(poles.locate(0, 0, 25)).isNull();
    }

    @Test
    void aMultiPolygonIsEveryOneOfItsParts() {
        BoundaryIndex islands = BoundaryIndex.of(List.of(boundary("ARCHIPELAGO",
                "MULTIPOLYGON (((0 0, 1 0, 1 1, 0 1, 0 0)), ((5 5, 6 5, 6 6, 5 6, 5 5)))")));
        assertThat(islands.size()).isEqualTo(2);
        assertThat(islands.locate(0.5, 0.5, 0)).isEqualTo("ARCHIPELAGO");
        assertThat(islands.locate(5.5, 5.5, 0)).isEqualTo("ARCHIPELAGO");
        assertThat(islands.locate(3, 3, 0)).isNull();
    }

    @Test
    void theCellShortcutAgreesWithThePolygonTestsEverywhere() {
        Geometry ring = boundary("X", "POLYGON ((-10 -10, 10 -10, 10 10, -10 10, -10 -10))").geometry()
                .buffer(0.3, 32);
        BoundaryIndex index = BoundaryIndex.of(List.of(new Boundary("RING", ring),
                boundary("DOT", "POLYGON ((1 1, 1.1 1, 1.1 1.1, 1 1.1, 1 1))")));
        Random random = new Random(7);
        for (int i = 0; i < 100_000; i++) {
            double lat = -12 + 24 * random.nextDouble();
            double lng = -12 + 24 * random.nextDouble();
            boolean inDot = lat >= 1 && lat <= 1.1 && lng >= 1 && lng <= 1.1;
            boolean inRing = ring.covers(ring.getFactory().createPoint(new Coordinate(lng, lat)));
            String expected = inDot ? "DOT" : inRing ? "RING" : null;
            assertThat(index.locate(lat, lng, 0)).as("%f, %f", lat, lng).isEqualTo(expected);
        }
    }
}
