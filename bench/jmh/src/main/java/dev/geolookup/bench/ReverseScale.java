package dev.geolookup.bench;

import dev.geolookup.spatial.BoundaryIndex;
import dev.geolookup.spatial.BoundaryIndex.Boundary;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.stream.JsonParser;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.geom.Point;
import org.locationtech.jts.geom.Polygon;
import org.locationtech.jts.geom.prep.PreparedGeometry;
import org.locationtech.jts.geom.prep.PreparedGeometryFactory;
import org.locationtech.jts.index.strtree.STRtree;
import org.locationtech.jts.io.ParseException;
import org.locationtech.jts.io.geojson.GeoJsonReader;

import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.zip.GZIPInputStream;

/**
 * The two boundary read models in process: build time, retained heap, and the country and time zone of random
 * points on one thread (warmed, five passes), beside a plain STRtree of prepared polygon parts in the same run,
 * the reference the grid of the service's index is meant to beat.
 */
public final class ReverseScale {

    private static final int POINTS = 2_000_000;
    private static final int PASSES = 5;

    public static void main(String[] args) throws Exception {
        Path folder = BundledData.DATASETS.resolve("boundaries");
        List<Boundary> countryShapes = read(folder.resolve("countries-maritime.geojson.gz"), "A3");
        List<Boundary> zoneShapes = read(folder.resolve("timezones.geojson.gz"), "tzid");

        long heapBefore = usedHeapAfterGc();
        long[] builds = new long[3];
        BoundaryIndex countries = null;
        BoundaryIndex zones = null;
        for (int i = 0; i < builds.length; i++) {
            countries = null;
            zones = null;
            long start = System.nanoTime();
            countries = BoundaryIndex.of(countryShapes);
            zones = BoundaryIndex.of(zoneShapes);
            builds[i] = (System.nanoTime() - start) / 1_000_000;
        }
        countryShapes = null;
        zoneShapes = null;
        long retained = usedHeapAfterGc() - heapBefore;
        Arrays.sort(builds);
        System.out.printf("- both indexes (%d + %d polygon parts): built in %d ms (median of 3), %d MB of heap "
                        + "retained%n", countries.size(), zones.size(), builds[1], retained >> 20);

        double[][] points = randomPoints();
        PlainTree plainCountries = new PlainTree(read(folder.resolve("countries-maritime.geojson.gz"), "A3"));
        PlainTree plainZones = new PlainTree(read(folder.resolve("timezones.geojson.gz"), "tzid"));
        double[] indexed = new double[PASSES];
        double[] plain = new double[PASSES];
        int found = 0;
        for (int pass = 0; pass < PASSES; pass++) {
            long start = System.nanoTime();
            for (double[] p : points) {
                if (countries.locate(p[0], p[1], 0) != null) {
                    found++;
                }
                if (zones.locate(p[0], p[1], 0) != null) {
                    found++;
                }
            }
            indexed[pass] = POINTS / ((System.nanoTime() - start) / 1e9);
            start = System.nanoTime();
            for (double[] p : points) {
                if (plainCountries.locate(p[0], p[1]) != null) {
                    found--;
                }
                if (plainZones.locate(p[0], p[1]) != null) {
                    found--;
                }
            }
            plain[pass] = POINTS / ((System.nanoTime() - start) / 1e9);
        }
        Arrays.sort(indexed);
        Arrays.sort(plain);
        System.out.printf("- country and time zone of a random point (60° S to 80° N, polygons only), one thread, "
                        + "median of %d passes of %,d points: %,.0f points/s; a plain STRtree of prepared parts: "
                        + "%,.0f points/s (ratio %.2f); answers that differ between the two: %d%n",
                PASSES, POINTS, indexed[PASSES / 2], plain[PASSES / 2], indexed[PASSES / 2] / plain[PASSES / 2],
                found);
        subdivisionOutlines(folder, countries, zones, points);
    }

    /**
     * What the first-level division adds to a point lookup: country and time zone alone (as before the outlines),
     * then with the subdivision outline at the point (within 5 km on a shore), in the same run.
     */
    private static void subdivisionOutlines(Path folder, BoundaryIndex countries, BoundaryIndex zones,
                                            double[][] points) throws IOException, ParseException {
        long start = System.nanoTime();
        BoundaryIndex outlines = BoundaryIndex.of(read(folder.resolve("admin1.geojson.gz"), "adm1_code"));
        long buildMs = (System.nanoTime() - start) / 1_000_000;
        double[] without = new double[PASSES];
        double[] with = new double[PASSES];
        int found = 0;
        for (int pass = 0; pass < PASSES; pass++) {
            start = System.nanoTime();
            for (double[] p : points) {
                found += countries.locate(p[0], p[1], 25) != null && zones.locate(p[0], p[1], 25) != null ? 1 : 0;
            }
            without[pass] = POINTS / ((System.nanoTime() - start) / 1e9);
            start = System.nanoTime();
            for (double[] p : points) {
                found += countries.locate(p[0], p[1], 25) != null && zones.locate(p[0], p[1], 25) != null
                        && outlines.locate(p[0], p[1], 5) != null ? 1 : 0;
            }
            with[pass] = POINTS / ((System.nanoTime() - start) / 1e9);
        }
        Arrays.sort(without);
        Arrays.sort(with);
        System.out.printf("- subdivision outlines (%d polygon parts, built in %d ms): country and time zone of a "
                        + "random point %,.0f points/s; with the outline at the point too %,.0f points/s (%.2f of "
                        + "it, median of %d passes; %d answers)%n", outlines.size(), buildMs,
                without[PASSES / 2], with[PASSES / 2], with[PASSES / 2] / without[PASSES / 2], PASSES, found);
    }

    private static double[][] randomPoints() {
        Random random = new Random(42);
        double[][] points = new double[POINTS][];
        for (int i = 0; i < POINTS; i++) {
            points[i] = new double[] {-60 + 140 * random.nextDouble(), -180 + 360 * random.nextDouble()};
        }
        return points;
    }

    static List<Boundary> read(Path file, String codeProperty) throws IOException, ParseException {
        List<Boundary> boundaries = new ArrayList<>();
        GeoJsonReader geometries = new GeoJsonReader();
        try (InputStream in = new GZIPInputStream(Files.newInputStream(file));
             JsonParser parser = Json.createParser(in)) {
            while (parser.hasNext()) {
                if (parser.next() == JsonParser.Event.KEY_NAME && parser.getString().equals("features")) {
                    parser.next();
                    for (JsonObject feature : parser.getArrayStream().map(JsonObject.class::cast).toList()) {
                        boundaries.add(new Boundary(feature.getJsonObject("properties").getString(codeProperty),
                                geometries.read(feature.getJsonObject("geometry").toString())));
                    }
                }
            }
        }
        return boundaries;
    }

    /** The reference: every point through an STRtree of prepared polygon parts, the smallest holding it winning. */
    private static final class PlainTree {

        private final STRtree tree = new STRtree();
        private final GeometryFactory factory = new GeometryFactory();

        PlainTree(List<Boundary> boundaries) {
            for (Boundary boundary : boundaries) {
                for (int i = 0; i < boundary.geometry().getNumGeometries(); i++) {
                    Polygon part = (Polygon) boundary.geometry().getGeometryN(i);
                    tree.insert(part.getEnvelopeInternal(), new Object[] {boundary.code(),
                            PreparedGeometryFactory.prepare(part), part.getArea()});
                }
            }
            tree.build();
        }

        String locate(double lat, double lng) {
            Point point = factory.createPoint(new Coordinate(lng, lat));
            String best = null;
            double bestArea = Double.MAX_VALUE;
            for (Object item : tree.query(new Envelope(lng, lng, lat, lat))) {
                Object[] part = (Object[]) item;
                if ((double) part[2] < bestArea && ((PreparedGeometry) part[1]).covers(point)) {
                    best = (String) part[0];
                    bestArea = (double) part[2];
                }
            }
            return best;
        }
    }

    private static long usedHeapAfterGc() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
