package dev.geolookup.search;

import java.util.Arrays;

/**
 * Places to read rows from, highest bound first: a bound is the best score any row left at that place can reach.
 * Each entry names a block or a cell of the {@link RankGrid} (an id), the position of its next row and its least
 * distance from the focus.
 */
final class BoundHeap {

    private double[] bounds = new double[256];
    private int[] ids = new int[256];
    private int[] positions = new int[256];
    private double[] distancesKm = new double[256];
    private int size;

    boolean isEmpty() {
        return size == 0;
    }

    double topBound() {
        return bounds[0];
    }

    int topId() {
        return ids[0];
    }

    int topPosition() {
        return positions[0];
    }

    double topDistanceKm() {
        return distancesKm[0];
    }

    void push(double bound, int id, int position, double distanceKm) {
        if (size == bounds.length) {
            bounds = Arrays.copyOf(bounds, size * 2);
            ids = Arrays.copyOf(ids, size * 2);
            positions = Arrays.copyOf(positions, size * 2);
            distancesKm = Arrays.copyOf(distancesKm, size * 2);
        }
        int slot = size++;
        while (slot > 0) {
            int parent = (slot - 1) / 2;
            if (bounds[parent] >= bound) {
                break;
            }
            move(parent, slot);
            slot = parent;
        }
        set(slot, bound, id, position, distanceKm);
    }

    void pop() {
        size--;
        if (size == 0) {
            return;
        }
        double bound = bounds[size];
        int id = ids[size];
        int position = positions[size];
        double distanceKm = distancesKm[size];
        int slot = 0;
        while (true) {
            int child = 2 * slot + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && bounds[child + 1] > bounds[child]) {
                child++;
            }
            if (bounds[child] <= bound) {
                break;
            }
            move(child, slot);
            slot = child;
        }
        set(slot, bound, id, position, distanceKm);
    }

    private void move(int from, int to) {
        set(to, bounds[from], ids[from], positions[from], distancesKm[from]);
    }

    private void set(int slot, double bound, int id, int position, double distanceKm) {
        bounds[slot] = bound;
        ids[slot] = id;
        positions[slot] = position;
        distancesKm[slot] = distanceKm;
    }
}
