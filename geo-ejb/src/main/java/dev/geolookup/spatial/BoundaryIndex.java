package dev.geolookup.spatial;

import org.locationtech.jts.algorithm.locate.IndexedPointInAreaLocator;
import org.locationtech.jts.algorithm.locate.PointOnGeometryLocator;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.geom.Location;
import org.locationtech.jts.geom.Point;
import org.locationtech.jts.geom.Polygon;
import org.locationtech.jts.geom.prep.PreparedGeometry;
import org.locationtech.jts.geom.prep.PreparedGeometryFactory;
import org.locationtech.jts.index.strtree.STRtree;
import org.locationtech.jts.operation.distance.DistanceOp;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Which named area (a country, a time zone) holds a point, from polygons in longitude/latitude degrees. Where
 * polygons overlap, the smallest polygon part that holds the point wins; a point on an edge is inside. A point in no
 * polygon takes the nearest polygon within a radius, by great-circle distance.
 * <p>
 * Most points never meet a polygon test: a grid of 1° cells remembers each cell that lies wholly inside one polygon
 * part and meets no other (or meets none), and answers its points at once; a cell on a border or a coast is split
 * into {@value #SUBDIVISIONS}×{@value #SUBDIVISIONS} smaller cells that remember the same. Only the points of a small
 * cell that a border crosses go through the STRtree of prepared polygon parts. Immutable once built, so any number
 * of threads may ask it.
 */
public final class BoundaryIndex {

    private static final int COLUMNS = 360;
    private static final int ROWS = 180;
    static final int SUBDIVISIONS = 8;
    private static final double SUBCELL_DEGREES = 1.0 / SUBDIVISIONS;
    /** A cell that needs the polygon tests. */
    private static final int UNRESOLVED = -1;
    /** A cell that no part meets: its points are in no polygon. */
    private static final int OUTSIDE = -2;
    /** A 1° cell marked SPLIT - n has its small cells in block n of {@link #subcells}. */
    private static final int SPLIT = -3;
    private static final double KM_PER_DEGREE_OF_LATITUDE = Math.PI * GreatCircle.EARTH_RADIUS_KM / 180;

    private static final GeometryFactory GEOMETRY = new GeometryFactory();

    /** One named area: a code and its polygon or multipolygon. */
    public record Boundary(String code, Geometry geometry) {
    }

    /**
     * One polygon of an area. Points are tested with the part's own locator rather than the prepared geometry's,
     * which takes a lock on every test; the locator, once its index is built, answers without one.
     */
    private record Part(String code, Polygon polygon, PreparedGeometry prepared, PointOnGeometryLocator locator,
                        double area) {

        boolean covers(Coordinate point) {
            return locator.locate(point) != Location.EXTERIOR;
        }
    }

    private final Part[] parts;
    /** Each area's polygons in the order they were given, by its code. */
    private final Map<String, List<Polygon>> polygonsByCode;
    private final STRtree tree = new STRtree();
    private final int[] cells = new int[COLUMNS * ROWS];
    private int[] subcells = new int[0];

    private BoundaryIndex(List<Part> parts) {
        this.parts = parts.toArray(Part[]::new);
        Map<String, List<Polygon>> byCode = new HashMap<>();
        parts.forEach(part -> byCode.computeIfAbsent(part.code(), code -> new ArrayList<>()).add(part.polygon()));
        this.polygonsByCode = Map.copyOf(byCode);
        for (int i = 0; i < this.parts.length; i++) {
            tree.insert(this.parts[i].polygon().getEnvelopeInternal(), i);
        }
        tree.build();
        resolveCells();
    }

    public static BoundaryIndex of(List<Boundary> boundaries) {
        List<Part> parts = new ArrayList<>();
        for (Boundary boundary : boundaries) {
            Geometry geometry = boundary.geometry();
            for (int i = 0; i < geometry.getNumGeometries(); i++) {
                if (geometry.getGeometryN(i) instanceof Polygon polygon && !polygon.isEmpty()) {
                    PointOnGeometryLocator locator = new IndexedPointInAreaLocator(polygon);
                    locator.locate(polygon.getCoordinate()); // builds its index now, not under the first request
                    parts.add(new Part(boundary.code(), polygon, PreparedGeometryFactory.prepare(polygon), locator,
                            polygon.getArea()));
                }
            }
        }
        return new BoundaryIndex(parts);
    }

    /** How many polygon parts the index holds. */
    public int size() {
        return parts.length;
    }

    /** The polygons of the area with this code, in the order they were given. */
    public List<Polygon> polygonsOf(String code) {
        return Collections.unmodifiableList(polygonsByCode.getOrDefault(code, List.of()));
    }

    /**
     * The code of the area holding the point, else of the nearest area within {@code radiusKm}, else null.
     */
    public String locate(double latitude, double longitude, double radiusKm) {
        int cell = cellAt(latitude, longitude);
        if (cell >= 0) {
            return parts[cell].code();
        }
        int holder = cell == OUTSIDE ? -1 : smallestHolding(new Coordinate(longitude, latitude));
        if (holder >= 0) {
            return parts[holder].code();
        }
        int nearest = nearestWithin(latitude, longitude, radiusKm);
        return nearest >= 0 ? parts[nearest].code() : null;
    }

    private int smallestHolding(Coordinate point) {
        int best = -1;
        for (Object item : tree.query(new Envelope(point))) {
            int part = (Integer) item;
            if ((best < 0 || parts[part].area() < parts[best].area()) && parts[part].covers(point)) {
                best = part;
            }
        }
        return best;
    }

    /** The nearest part within the radius; the search window wraps at the antimeridian. */
    private int nearestWithin(double latitude, double longitude, double radiusKm) {
        if (!(radiusKm > 0)) {
            return -1;
        }
        double latitudeSpan = radiusKm / KM_PER_DEGREE_OF_LATITUDE;
        double cosine = Math.cos(Math.toRadians(Math.min(89.9, Math.abs(latitude) + latitudeSpan)));
        double longitudeSpan = Math.min(180, latitudeSpan / cosine);
        int best = -1;
        double bestKm = radiusKm;
        for (double shift : new double[] {0, 360, -360}) {
            double west = longitude + shift - longitudeSpan;
            double east = longitude + shift + longitudeSpan;
            if (east < -180 || west > 180) {
                continue;
            }
            Envelope window = new Envelope(west, east, latitude - latitudeSpan, latitude + latitudeSpan);
            Point shifted = GEOMETRY.createPoint(new Coordinate(longitude + shift, latitude));
            for (Object item : tree.query(window)) {
                int part = (Integer) item;
                Coordinate closest = DistanceOp.nearestPoints(parts[part].polygon(), shifted)[0];
                double km = GreatCircle.distanceKm(latitude, longitude, closest.y, closest.x);
                if (km <= bestKm) {
                    best = part;
                    bestKm = km;
                }
            }
        }
        return best;
    }

    /** What each cell holds: a part, OUTSIDE, UNRESOLVED, or (for a 1° cell) its block of small cells. */
    private void resolveCells() {
        int[] blocks = new int[SUBDIVISIONS * SUBDIVISIONS * 1024];
        int blockCount = 0;
        for (int row = 0; row < ROWS; row++) {
            for (int column = 0; column < COLUMNS; column++) {
                int cell = soleHolder(-90 + row, -180 + column, 1);
                if (cell == UNRESOLVED) {
                    if ((blockCount + 1) * SUBDIVISIONS * SUBDIVISIONS > blocks.length) {
                        blocks = Arrays.copyOf(blocks, blocks.length * 2);
                    }
                    for (int i = 0; i < SUBDIVISIONS * SUBDIVISIONS; i++) {
                        blocks[blockCount * SUBDIVISIONS * SUBDIVISIONS + i] = soleHolder(
                                -90 + row + (i / SUBDIVISIONS) * SUBCELL_DEGREES,
                                -180 + column + (i % SUBDIVISIONS) * SUBCELL_DEGREES, SUBCELL_DEGREES);
                    }
                    cell = SPLIT - blockCount++;
                }
                cells[row * COLUMNS + column] = cell;
            }
        }
        subcells = Arrays.copyOf(blocks, blockCount * SUBDIVISIONS * SUBDIVISIONS);
    }

    private int soleHolder(double south, double west, double size) {
        return soleHolder(GEOMETRY.toGeometry(new Envelope(west, west + size, south, south + size)));
    }

    /** The part that holds the whole cell when no other part meets it; OUTSIDE when none does; else UNRESOLVED. */
    private int soleHolder(Geometry cell) {
        int holder = OUTSIDE;
        for (Object item : tree.query(cell.getEnvelopeInternal())) {
            int part = (Integer) item;
            if (!parts[part].prepared().intersects(cell)) {
                continue;
            }
            if (holder != OUTSIDE || !parts[part].prepared().containsProperly(cell)) {
                return UNRESOLVED;
            }
            holder = part;
        }
        return holder;
    }

    /** What the cell of the point holds: a part, OUTSIDE or UNRESOLVED. */
    private int cellAt(double latitude, double longitude) {
        double x = Math.min(COLUMNS - 1e-9, Math.max(0, longitude + 180));
        double y = Math.min(ROWS - 1e-9, Math.max(0, latitude + 90));
        int cell = cells[(int) y * COLUMNS + (int) x];
        if (cell > SPLIT) {
            return cell;
        }
        int subColumn = (int) ((x - Math.floor(x)) * SUBDIVISIONS);
        int subRow = (int) ((y - Math.floor(y)) * SUBDIVISIONS);
        return subcells[(SPLIT - cell) * SUBDIVISIONS * SUBDIVISIONS + subRow * SUBDIVISIONS + subColumn];
    }
}
