package dev.geolookup.bench;

import dev.geolookup.spatial.NearestNeighbourIndex;

import java.util.Locale;
import java.util.Random;

/**
 * The nearest-neighbour index alone, in process: points spread evenly over the sphere (geo.bench.points, default
 * 2,000,000), three in four accepted by the filter, asked for the nearest 1, 10, 100 and 1,000 from random points.
 * Prints microseconds per query of the last three of five passes; for comparing two builds of the index, run
 * alternately with each build's benchmarks.jar.
 */
public final class NearestNeighbourScale {

    private static final int PASSES = 5;
    private static final int TIMED_PASSES = 3;

    private NearestNeighbourScale() {
    }

    public static void main(String[] args) {
        int size = Integer.getInteger("geo.bench.points", 2_000_000);
        Random random = new Random(1);
        double[] latitudes = new double[size];
        double[] longitudes = new double[size];
        for (int i = 0; i < size; i++) {
            latitudes[i] = Math.toDegrees(Math.asin(random.nextDouble() * 2 - 1));
            longitudes[i] = random.nextDouble() * 360 - 180;
        }
        NearestNeighbourIndex index = new NearestNeighbourIndex(latitudes, longitudes, size, point -> true);
        double[][] queries = new double[20_000][];
        for (int i = 0; i < queries.length; i++) {
            queries[i] = new double[] {random.nextDouble() * 180 - 90, random.nextDouble() * 360 - 180};
        }
        long checksum = 0;
        for (int limit : new int[] {1, 10, 100, 1000}) {
            int count = limit >= 1000 ? 2_000 : queries.length;
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "nearest %d:", limit));
            for (int pass = 0; pass < PASSES; pass++) {
                long started = System.nanoTime();
                for (int i = 0; i < count; i++) {
                    checksum += index.nearest(queries[i][0], queries[i][1], limit, Double.POSITIVE_INFINITY,
                            point -> (point & 3) != 0).points()[0];
                }
                if (pass >= PASSES - TIMED_PASSES) {
                    line.append(String.format(Locale.ROOT, " %.2f", (System.nanoTime() - started) / 1e3 / count));
                }
            }
            System.out.println(line.append(" µs/query"));
        }
        System.out.println("checksum " + checksum);
    }
}
