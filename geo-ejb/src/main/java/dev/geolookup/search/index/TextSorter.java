package dev.geolookup.search.index;

import dev.geolookup.readmodel.ByteColumn;

import java.util.Arrays;

/** Sorts entry numbers by the bytes from[e]..to[e], then by entry number (which is row order). */
record TextSorter(ByteColumn bytes, int[] from, int[] to) {

    private static final int INSERTION_SORT_BELOW = 16;

    /** The byte at depth, 0..255, or -1 past the end: a shorter text sorts before its extensions. */
    private int byteAt(int entry, int depth) {
        int index = from[entry] + depth;
        return index < to[entry] ? bytes.get(index) & 0xFF : -1;
    }

    void sort(int[] order, int low, int high, int depth) {
        while (high - low > INSERTION_SORT_BELOW) {
            int pivot = byteAt(order[low + (high - low) / 2], depth);
            int lessEnd = low;
            int greaterStart = high;
            int i = low;
            while (i < greaterStart) {
                int value = byteAt(order[i], depth);
                if (value < pivot) {
                    swap(order, lessEnd++, i++);
                } else if (value > pivot) {
                    swap(order, i, --greaterStart);
                } else {
                    i++;
                }
            }
            sort(order, low, lessEnd, depth);
            sort(order, greaterStart, high, depth);
            if (pivot < 0) {
                // Equal texts: order them by entry number, which is rank order.
                Arrays.sort(order, lessEnd, greaterStart);
                return;
            }
            low = lessEnd;
            high = greaterStart;
            depth++;
        }
        insertionSort(order, low, high, depth);
    }

    private void insertionSort(int[] order, int low, int high, int depth) {
        for (int i = low + 1; i < high; i++) {
            int entry = order[i];
            int j = i;
            while (j > low && compare(order[j - 1], entry, depth) > 0) {
                order[j] = order[j - 1];
                j--;
            }
            order[j] = entry;
        }
    }

    private int compare(int a, int b, int depth) {
        int byBytes = bytes.compare(from[a] + depth, to[a], from[b] + depth, to[b]);
        return byBytes != 0 ? byBytes : Integer.compare(a, b);
    }

    private static void swap(int[] order, int i, int j) {
        int kept = order[i];
        order[i] = order[j];
        order[j] = kept;
    }
}
