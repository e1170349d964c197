package dev.geolookup.search.rows;

import java.util.Arrays;

/**
 * Places to read rows from, highest bound first: a bound is the best score any row left at that place can reach.
 * Each entry names a place by an id (a block or a cell of the {@link dev.geolookup.search.index.RankGrid}, a block
 * of {@link dev.geolookup.search.index.RelevanceIndex}'s
 * word starts), the position of its next row and its least distance from the focus.
 */
public final class BoundHeap {

    private double[] bounds;
    private int[] ids;
    private int[] positions;
    private double[] distancesKm;
    private int size;

    public BoundHeap() {
        this(256);
    }

    /**
     * The places 0..n-1 with these bounds (no position, no distance), ordered in linear time rather than pushed one
     * by one: a range of word starts may hold a thousand blocks, and a search opens few of them.
     */
    public static BoundHeap ofBounds(double[] placeBounds) {
        BoundHeap heap = new BoundHeap(placeBounds.length);
        for (int id = 0; id < placeBounds.length; id++) {
            heap.set(id, placeBounds[id], id, 0, 0);
        }
        heap.size = placeBounds.length;
        for (int slot = heap.size / 2 - 1; slot >= 0; slot--) {
            heap.siftDown(slot, heap.bounds[slot], heap.ids[slot], 0, 0);
        }
        return heap;
    }

    private BoundHeap(int capacity) {
        int length = Math.max(1, capacity);
        bounds = new double[length];
        ids = new int[length];
        positions = new int[length];
        distancesKm = new double[length];
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public double topBound() {
        return bounds[0];
    }

    public int topId() {
        return ids[0];
    }

    public int topPosition() {
        return positions[0];
    }

    public double topDistanceKm() {
        return distancesKm[0];
    }

    public void push(double bound, int id, int position, double distanceKm) {
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

    public void pop() {
        size--;
        if (size > 0) {
            siftDown(0, bounds[size], ids[size], positions[size], distancesKm[size]);
        }
    }

    /** Puts the entry at the slot, or below it where a child's bound is higher. */
    private void siftDown(int slot, double bound, int id, int position, double distanceKm) {
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
