package dev.geolookup.distance;

import java.util.Arrays;
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
    /** Rounding slack for pruning; far below any distance that could change a ranking. */
    private static final double PRUNE_SLACK = 1e-9;

    private final double[] latitudes;
    private final double[] longitudes;
    private final int[] points;
    private final double[] x;
    private final double[] y;
    private final double[] z;

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
        x = new double[size];
        y = new double[size];
        z = new double[size];
        for (int i = 0; i < size; i++) {
            setUnitVector(i, points[i]);
        }
        build(0, size, 0);
    }

    public int size() {
        return points.length;
    }

    /**
     * The nearest {@code limit} accepted points within {@code maxKm} (infinite for no bound), nearest first.
     */
    public Neighbours nearest(double latitude, double longitude, int limit, double maxKm, IntPredicate accepted) {
        Search search = new Search(latitude, longitude, limit, maxKm, accepted);
        if (points.length > 0 && limit > 0) {
            search.visit(0, points.length, 0);
        }
        return search.result();
    }

    private void setUnitVector(int slot, int point) {
        double phi = Math.toRadians(latitudes[point]);
        double lambda = Math.toRadians(longitudes[point]);
        x[slot] = Math.cos(phi) * Math.cos(lambda);
        y[slot] = Math.cos(phi) * Math.sin(lambda);
        z[slot] = Math.sin(phi);
    }

    private double coordinate(int slot, int axis) {
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
            double pivot = coordinate(middle, axis);
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
        double t = x[a];
        x[a] = x[b];
        x[b] = t;
        t = y[a];
        y[a] = y[b];
        y[b] = t;
        t = z[a];
        z[a] = z[b];
        z[b] = t;
    }

    /** Points and their distances in km, nearest first. */
    public record Neighbours(int[] points, double[] distancesKm) {

        public int size() {
            return points.length;
        }
    }

    /** One query's state: a bounded max-heap of the best candidates so far. */
    private final class Search {

        private final double latitude;
        private final double longitude;
        private final double qx;
        private final double qy;
        private final double qz;
        private final int limit;
        private final double maxKm;
        private final IntPredicate accepted;
        private final int[] heapPoints;
        private final double[] heapDistances;
        private int heapSize;

        Search(double latitude, double longitude, int limit, double maxKm, IntPredicate accepted) {
            this.latitude = latitude;
            this.longitude = longitude;
            double phi = Math.toRadians(latitude);
            double lambda = Math.toRadians(longitude);
            qx = Math.cos(phi) * Math.cos(lambda);
            qy = Math.cos(phi) * Math.sin(lambda);
            qz = Math.sin(phi);
            this.limit = limit;
            this.maxKm = maxKm;
            this.accepted = accepted;
            heapPoints = new int[limit];
            heapDistances = new double[limit];
        }

        void visit(int from, int to, int depth) {
            if (to - from <= LEAF_SIZE) {
                for (int slot = from; slot < to; slot++) {
                    consider(slot);
                }
                return;
            }
            int median = (from + to) >>> 1;
            int axis = depth % 3;
            double delta = (axis == 0 ? qx : axis == 1 ? qy : qz) - coordinate(median, axis);
            consider(median);
            if (delta < 0) {
                visit(from, median, depth + 1);
                if (mayHoldCloser(delta)) {
                    visit(median + 1, to, depth + 1);
                }
            } else {
                visit(median + 1, to, depth + 1);
                if (mayHoldCloser(delta)) {
                    visit(from, median, depth + 1);
                }
            }
        }

        /** Whether the far side of a split this far from the query can still hold a point worth having. */
        private boolean mayHoldCloser(double delta) {
            double boundKm = heapSize == limit ? Math.min(maxKm, heapDistances[0]) : maxKm;
            return Double.isInfinite(boundKm) || Math.abs(delta) <= GreatCircle.chordOf(boundKm) + PRUNE_SLACK;
        }

        private void consider(int slot) {
            int point = points[slot];
            if (!accepted.test(point)) {
                return;
            }
            double km = GreatCircle.distanceKm(latitude, longitude, latitudes[point], longitudes[point]);
            if (km > maxKm) {
                return;
            }
            if (heapSize < limit) {
                heapPoints[heapSize] = point;
                heapDistances[heapSize] = km;
                siftUp(heapSize++);
            } else if (isBefore(km, point, heapDistances[0], heapPoints[0])) {
                heapPoints[0] = point;
                heapDistances[0] = km;
                siftDown(0);
            }
        }

        private boolean isBefore(double km, int point, double otherKm, int otherPoint) {
            return km < otherKm || (km == otherKm && point < otherPoint);
        }

        private void siftUp(int index) {
            while (index > 0) {
                int parent = (index - 1) / 2;
                if (!isBefore(heapDistances[parent], heapPoints[parent], heapDistances[index], heapPoints[index])) {
                    return;
                }
                swapHeap(parent, index);
                index = parent;
            }
        }

        private void siftDown(int index) {
            while (true) {
                int largest = index;
                for (int child = 2 * index + 1; child <= 2 * index + 2 && child < heapSize; child++) {
                    if (isBefore(heapDistances[largest], heapPoints[largest], heapDistances[child], heapPoints[child])) {
                        largest = child;
                    }
                }
                if (largest == index) {
                    return;
                }
                swapHeap(largest, index);
                index = largest;
            }
        }

        private void swapHeap(int a, int b) {
            int point = heapPoints[a];
            heapPoints[a] = heapPoints[b];
            heapPoints[b] = point;
            double km = heapDistances[a];
            heapDistances[a] = heapDistances[b];
            heapDistances[b] = km;
        }

        Neighbours result() {
            int[] sortedPoints = new int[heapSize];
            double[] sortedKm = new double[heapSize];
            for (int i = heapSize - 1; i >= 0; i--) {
                sortedPoints[i] = heapPoints[0];
                sortedKm[i] = heapDistances[0];
                heapSize--;
                if (heapSize > 0) {
                    swapHeap(0, heapSize);
                    siftDown(0);
                }
            }
            return new Neighbours(sortedPoints, sortedKm);
        }
    }
}
