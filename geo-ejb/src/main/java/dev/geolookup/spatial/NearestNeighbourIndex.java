package dev.geolookup.spatial;

import dev.geolookup.readmodel.BestRows;
import dev.geolookup.readmodel.SnapshotDamagedException;
import dev.geolookup.readmodel.SnapshotReader;
import dev.geolookup.readmodel.SnapshotWriter;

import java.util.Arrays;
import java.util.function.IntConsumer;
import java.util.function.IntPredicate;

/**
 * A k-d tree over points on the sphere, as unit vectors in three dimensions. The straight-line distance between
 * unit vectors grows with the great-circle distance, so nearest in 3-D is nearest on the earth, with no special
 * case at the poles or across the antimeridian. The tree only prunes; candidates are ranked by their exact
 * haversine distance from the caller's coordinate columns, ties by point number, so results are deterministic.
 * <p>
 * Points are numbered 0..n-1 by the caller (the read models' rank). The tree is implicit: the median of each range
 * is its node, so it is three coordinate arrays and a permutation, no node objects.
 */
public final class NearestNeighbourIndex {

    private static final int LEAF_SIZE = 8;
    /**
     * Slack added to every pruning bound: the unit vectors are floats, good to about 1e-7, so a bound this much
     * wider never drops a point that belongs to the answer. The answer itself is ranked on exact distances.
     */
    private static final double PRUNE_SLACK = 1e-6;

    private final double[] latitudes;
    private final double[] longitudes;
    private final int[] points;
    private final float[] x;
    private final float[] y;
    private final float[] z;

    /**
     * Indexes the points whose number {@code included} accepts; the coordinate arrays are kept, not copied, so
     * results can be ranked on them.
     */
    public NearestNeighbourIndex(double[] latitudes, double[] longitudes, int count, IntPredicate included) {
        this.latitudes = latitudes;
        this.longitudes = longitudes;
        int[] selected = new int[count];
        int size = 0;
        for (int i = 0; i < count; i++) {
            if (included.test(i)) {
                selected[size++] = i;
            }
        }
        points = Arrays.copyOf(selected, size);
        x = new float[size];
        y = new float[size];
        z = new float[size];
        for (int i = 0; i < size; i++) {
            setUnitVector(i, points[i]);
        }
        build(0, size, 0);
    }

    private NearestNeighbourIndex(double[] latitudes, double[] longitudes, int[] points, float[] x, float[] y,
                                  float[] z) {
        this.latitudes = latitudes;
        this.longitudes = longitudes;
        this.points = points;
        this.x = x;
        this.y = y;
        this.z = z;
    }

    /** The tree as built; the coordinate columns are the caller's and are not written. */
    public void writeTo(SnapshotWriter snapshot) {
        snapshot.writeInts(points);
        snapshot.writeFloats(x);
        snapshot.writeFloats(y);
        snapshot.writeFloats(z);
    }

    /** A tree {@link #writeTo} wrote, over the same coordinate columns. */
    public static NearestNeighbourIndex readFrom(SnapshotReader snapshot, double[] latitudes, double[] longitudes) {
        int[] points = snapshot.readInts();
        float[] x = snapshot.readFloats();
        float[] y = snapshot.readFloats();
        float[] z = snapshot.readFloats();
        if (x.length != points.length || y.length != points.length || z.length != points.length
                || Arrays.stream(points).anyMatch(point -> point < 0 || point >= latitudes.length)) {
            throw new SnapshotDamagedException("the spatial index does not match its coordinates");
        }
        return new NearestNeighbourIndex(latitudes, longitudes, points, x, y, z);
    }

    public int size() {
        return points.length;
    }

    /**
     * The nearest {@code limit} accepted points within {@code maxKm} (infinite for no bound), nearest first.
     */
    public Neighbours nearest(double latitude, double longitude, int limit, double maxKm, IntPredicate accepted) {
        return nearest(latitude, longitude, limit, maxKm, accepted, Integer.MAX_VALUE);
    }

    /**
     * As {@link #nearest(double, double, int, double, IntPredicate)}, giving up after asking {@code accepted} about
     * {@code maxTested} points: when few points are accepted, the nearest of them may lie beyond all others, and a
     * caller that has other candidates takes the nearest found so far instead of a walk over the whole tree.
     */
    public Neighbours nearest(double latitude, double longitude, int limit, double maxKm, IntPredicate accepted,
                              int maxTested) {
        Search search = new Search(latitude, longitude, limit, maxKm, accepted, maxTested);
        if (points.length > 0 && limit > 0) {
            search.visit(0, points.length, 0, 0);
        }
        return search.result();
    }

    /**
     * Offers every point within {@code km} of the coordinate to the visitor, in no particular order, and perhaps some
     * a hair beyond (the tree's float rounding): the caller tests what it needs exactly. Stops and answers false
     * once more than {@code maxPoints} have been offered; true when every point within was offered.
     */
    public boolean forEachWithin(double latitude, double longitude, double km, int maxPoints, IntConsumer visitor) {
        double[] query = unitVector(latitude, longitude);
        double chord = GreatCircle.chordOf(km) + PRUNE_SLACK;
        int[] offered = {0};
        return points.length == 0
                || within(0, points.length, 0, query, chord * chord, new double[3], 0, maxPoints, offered, visitor);
    }

    private boolean within(int from, int to, int depth, double[] query, double boundSquared, double[] offsets,
                           double boxSquared, int maxPoints, int[] offered, IntConsumer visitor) {
        if (to - from <= LEAF_SIZE) {
            for (int slot = from; slot < to; slot++) {
                if (!offerWithin(slot, query, boundSquared, maxPoints, offered, visitor)) {
                    return false;
                }
            }
            return true;
        }
        int median = (from + to) >>> 1;
        int axis = depth % 3;
        double offset = query[axis] - coordinate(median, axis);
        if (!offerWithin(median, query, boundSquared, maxPoints, offered, visitor)) {
            return false;
        }
        int nearFrom = offset < 0 ? from : median + 1;
        int nearTo = offset < 0 ? median : to;
        if (!within(nearFrom, nearTo, depth + 1, query, boundSquared, offsets, boxSquared, maxPoints, offered,
                visitor)) {
            return false;
        }
        double previous = offsets[axis];
        double farBoxSquared = boxSquared - previous * previous + offset * offset;
        if (farBoxSquared > boundSquared) {
            return true;
        }
        offsets[axis] = offset;
        boolean complete = within(offset < 0 ? median + 1 : from, offset < 0 ? to : median, depth + 1, query,
                boundSquared, offsets, farBoxSquared, maxPoints, offered, visitor);
        offsets[axis] = previous;
        return complete;
    }

    private boolean offerWithin(int slot, double[] query, double boundSquared, int maxPoints, int[] offered,
                                IntConsumer visitor) {
        double dx = x[slot] - query[0];
        double dy = y[slot] - query[1];
        double dz = z[slot] - query[2];
        if (dx * dx + dy * dy + dz * dz > boundSquared) {
            return true;
        }
        if (++offered[0] > maxPoints) {
            return false;
        }
        visitor.accept(points[slot]);
        return true;
    }

    private static double[] unitVector(double latitude, double longitude) {
        double phi = Math.toRadians(latitude);
        double lambda = Math.toRadians(longitude);
        return new double[] {Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)};
    }

    private void setUnitVector(int slot, int point) {
        double phi = Math.toRadians(latitudes[point]);
        double lambda = Math.toRadians(longitudes[point]);
        x[slot] = (float) (Math.cos(phi) * Math.cos(lambda));
        y[slot] = (float) (Math.cos(phi) * Math.sin(lambda));
        z[slot] = (float) Math.sin(phi);
    }

    private float coordinate(int slot, int axis) {
        return axis == 0 ? x[slot] : axis == 1 ? y[slot] : z[slot];
    }

    private void build(int from, int to, int depth) {
        while (to - from > LEAF_SIZE) {
            int median = (from + to) >>> 1;
            int axis = depth % 3;
            select(from, to - 1, median, axis);
            build(from, median, depth + 1);
            from = median + 1;
            depth++;
        }
    }

    /** Quickselect: after it, the slot {@code k} holds the value a sort on the axis would put there. */
    private void select(int left, int right, int k, int axis) {
        while (right > left) {
            int middle = (left + right) >>> 1;
            float pivot = coordinate(middle, axis);
            int i = left;
            int j = right;
            while (i <= j) {
                while (coordinate(i, axis) < pivot) {
                    i++;
                }
                while (coordinate(j, axis) > pivot) {
                    j--;
                }
                if (i <= j) {
                    swap(i++, j--);
                }
            }
            if (k <= j) {
                right = j;
            } else if (k >= i) {
                left = i;
            } else {
                return;
            }
        }
    }

    private void swap(int a, int b) {
        int point = points[a];
        points[a] = points[b];
        points[b] = point;
        float t = x[a];
        x[a] = x[b];
        x[b] = t;
        t = y[a];
        y[a] = y[b];
        y[b] = t;
        t = z[a];
        z[a] = z[b];
        z[b] = t;
    }

    /**
     * Points and their distances in km, nearest first; complete unless the walk gave up (a limit on the points it
     * may test) before it could know that no other accepted point is nearer.
     */
    public record Neighbours(int[] points, double[] distancesKm, boolean complete) {

        public int size() {
            return points.length;
        }

        /** The neighbours after the nearest {@code offset}: a page of the list. */
        public Neighbours from(int offset) {
            int first = Math.min(offset, points.length);
            return new Neighbours(Arrays.copyOfRange(points, first, points.length),
                    Arrays.copyOfRange(distancesKm, first, distancesKm.length), complete);
        }
    }

    /**
     * One query's state: the best candidates so far, by exact distance (scored by the distance negated, so that the
     * nearest is best and ties go to the lower point number). The descent prunes a subtree when the box around it
     * (tracked incrementally, per axis) lies farther than the current k-th best.
     */
    private final class Search {

        private final double latitude;
        private final double longitude;
        private final double[] query = new double[3];
        private final double[] offsets = new double[3];
        private final double maxKm;
        private final IntPredicate accepted;
        private int testsLeft;
        private final BestRows nearest;
        /** Squared chord beyond which nothing can enter, widened by the float rounding slack. */
        private double boundSquared;

        Search(double latitude, double longitude, int limit, double maxKm, IntPredicate accepted, int maxTested) {
            this.latitude = latitude;
            this.longitude = longitude;
            System.arraycopy(unitVector(latitude, longitude), 0, query, 0, 3);
            this.maxKm = maxKm;
            this.accepted = accepted;
            this.testsLeft = maxTested;
            nearest = new BestRows(limit);
            boundSquared = squaredBound(maxKm);
        }

        /** @param boxSquared the squared distance from the query to the box holding slots from..to */
        void visit(int from, int to, int depth, double boxSquared) {
            if (testsLeft <= 0) {
                return;
            }
            if (to - from <= LEAF_SIZE) {
                for (int slot = from; slot < to; slot++) {
                    consider(slot);
                }
                return;
            }
            int median = (from + to) >>> 1;
            int axis = depth % 3;
            double offset = query[axis] - coordinate(median, axis);
            consider(median);
            int nearFrom = offset < 0 ? from : median + 1;
            int nearTo = offset < 0 ? median : to;
            int farFrom = offset < 0 ? median + 1 : from;
            int farTo = offset < 0 ? to : median;
            visit(nearFrom, nearTo, depth + 1, boxSquared);
            double previous = offsets[axis];
            double farBoxSquared = boxSquared - previous * previous + offset * offset;
            if (farBoxSquared <= boundSquared) {
                offsets[axis] = offset;
                visit(farFrom, farTo, depth + 1, farBoxSquared);
                offsets[axis] = previous;
            }
        }

        private void consider(int slot) {
            double dx = x[slot] - query[0];
            double dy = y[slot] - query[1];
            double dz = z[slot] - query[2];
            if (dx * dx + dy * dy + dz * dz > boundSquared) {
                return;
            }
            int point = points[slot];
            if (testsLeft-- <= 0 || !accepted.test(point)) {
                return;
            }
            double km = GreatCircle.distanceKm(latitude, longitude, latitudes[point], longitudes[point]);
            // wouldTake turns most candidates away in a comparison, before the heap is touched
            if (km <= maxKm && nearest.wouldTake(-km, point) && nearest.offerDistinct(-km, point)
                    && nearest.isFull()) {
                boundSquared = Math.min(boundSquared, squaredBound(-nearest.worstScore()));
            }
        }

        private static double squaredBound(double km) {
            if (Double.isInfinite(km)) {
                return Double.POSITIVE_INFINITY;
            }
            double chord = GreatCircle.chordOf(km) + PRUNE_SLACK;
            return chord * chord;
        }

        Neighbours result() {
            double[] kilometres = new double[nearest.size()];
            int[] sortedPoints = nearest.drain(kilometres);
            for (int i = 0; i < kilometres.length; i++) {
                kilometres[i] = -kilometres[i];
            }
            return new Neighbours(sortedPoints, kilometres, testsLeft > 0);
        }
    }
}
