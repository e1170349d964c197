package dev.geolookup.spatial;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.IntPredicate;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The tree against a scan of every point: random points with clusters, duplicates, the poles and both sides of the
 * antimeridian, asked with and without a radius and a filter.
 */
class NearestNeighbourIndexTest {

    private static final int COUNT = 20_000;
    private static final double[] LATITUDES = new double[COUNT];
    private static final double[] LONGITUDES = new double[COUNT];
    /** Every seventh point is left out of the index. */
    private static final IntPredicate INDEXED = point -> point % 7 != 3;
    private static final NearestNeighbourIndex INDEX;

    static {
        Random random = new Random(5);
        for (int i = 0; i < COUNT; i++) {
            if (i % 10 == 0 && i > 0) {
                // A duplicate of an earlier point: ties are broken by point number.
                int earlier = random.nextInt(i);
                LATITUDES[i] = LATITUDES[earlier];
                LONGITUDES[i] = LONGITUDES[earlier];
            } else if (i % 3 == 0) {
                // A cluster near the antimeridian, some east and some west of it.
                LATITUDES[i] = -17 + random.nextGaussian();
                LONGITUDES[i] = wrap(180 + random.nextGaussian());
            } else {
                LATITUDES[i] = Math.toDegrees(Math.asin(random.nextDouble() * 2 - 1));
                LONGITUDES[i] = random.nextDouble() * 360 - 180;
            }
        }
        LATITUDES[1] = 90;
        LATITUDES[2] = -90;
        INDEX = new NearestNeighbourIndex(LATITUDES, LONGITUDES, COUNT, INDEXED);
    }

    @Test
    void theNearestAreThoseOfAScanInTheSameOrder() {
        Random random = new Random(8);
        List<double[]> queries = new ArrayList<>(List.of(new double[] {90, 0}, new double[] {-90, 123},
                new double[] {-17, 179.999}, new double[] {-17, -179.999}, new double[] {0, 0}));
        for (int i = 0; i < 60; i++) {
            queries.add(new double[] {random.nextDouble() * 180 - 90, random.nextDouble() * 360 - 180});
        }
        IntPredicate even = point -> point % 2 == 0;
        for (double[] query : queries) {
            for (int limit : new int[] {1, 10, 100}) {
                assertSameAsScan(query, limit, Double.POSITIVE_INFINITY, point -> true);
                assertSameAsScan(query, limit, 300, point -> true);
                assertSameAsScan(query, limit, Double.POSITIVE_INFINITY, even);
            }
        }
    }

    @Test
    void aSearchThatMayTestFewPointsSaysWhenItGaveUp() {
        NearestNeighbourIndex.Neighbours rare = INDEX.nearest(10, 10, 5, Double.POSITIVE_INFINITY,
                point -> point == 19_999, 50);
        assertThat(rare.complete()).isFalse();
        NearestNeighbourIndex.Neighbours all = INDEX.nearest(10, 10, 5, Double.POSITIVE_INFINITY, point -> true, 50);
        assertThat(all.size()).isEqualTo(5);
        assertThat(all.complete()).isTrue();
    }

    @Test
    void everyPointWithinTheRadiusIsOfferedOnceUnlessThereAreTooMany() {
        Random random = new Random(9);
        for (int i = 0; i < 100; i++) {
            double lat = random.nextDouble() * 180 - 90;
            double lng = random.nextDouble() * 360 - 180;
            double km = random.nextDouble() * 2_000;
            List<Integer> offered = new ArrayList<>();
            assertThat(INDEX.forEachWithin(lat, lng, km, COUNT, offered::add)).isTrue();
            Set<Integer> distinct = new HashSet<>(offered);
            assertThat(distinct).hasSameSizeAs(offered);
            for (int point = 0; point < COUNT; point++) {
                double distance = GreatCircle.distanceKm(lat, lng, LATITUDES[point], LONGITUDES[point]);
                if (INDEXED.test(point) && distance <= km) {
                    assertThat(distinct).as("point %d at %.3f km of %.3f", point, distance, km).contains(point);
                }
                if (distinct.contains(point)) {
                    assertThat(INDEXED.test(point)).isTrue();
                    assertThat(distance).isLessThan(km + 0.01);
                }
            }
        }
        List<Integer> few = new ArrayList<>();
        assertThat(INDEX.forEachWithin(-17, 180, 500, 10, few::add)).isFalse();
        assertThat(few).hasSize(10);
    }

    @Test
    void anIndexOfNoPointsFindsNone() {
        NearestNeighbourIndex empty = new NearestNeighbourIndex(LATITUDES, LONGITUDES, COUNT, point -> false);
        assertThat(empty.size()).isZero();
        assertThat(empty.nearest(0, 0, 10, Double.POSITIVE_INFINITY, point -> true).size()).isZero();
        assertThat(empty.forEachWithin(0, 0, 20_000, 10, point -> { })).isTrue();
    }

    private static void assertSameAsScan(double[] query, int limit, double maxKm, IntPredicate accepted) {
        double[] distances = new double[COUNT];
        for (int point = 0; point < COUNT; point++) {
            distances[point] = distance(query, point);
        }
        List<Integer> expected = IntStream.range(0, COUNT).filter(INDEXED).filter(accepted)
                .filter(point -> distances[point] <= maxKm).boxed()
                .sorted(Comparator.<Integer>comparingDouble(point -> distances[point])
                        .thenComparing(Comparator.naturalOrder()))
                .limit(limit).toList();
        NearestNeighbourIndex.Neighbours found = INDEX.nearest(query[0], query[1], limit, maxKm, accepted);
        assertThat(IntStream.of(found.points()).boxed().toList())
                .as("%d nearest of (%s, %s) within %s km", limit, query[0], query[1], maxKm).isEqualTo(expected);
        for (int i = 0; i < found.size(); i++) {
            assertThat(found.distancesKm()[i]).isEqualTo(distances[found.points()[i]]);
        }
        assertThat(found.complete()).isTrue();
    }

    private static double distance(double[] query, int point) {
        return GreatCircle.distanceKm(query[0], query[1], LATITUDES[point], LONGITUDES[point]);
    }

    private static double wrap(double longitude) {
        return longitude > 180 ? longitude - 360 : longitude;
    }
}
