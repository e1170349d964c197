package dev.geolookup.search.index;

import dev.geolookup.readmodel.TextColumn;

import java.util.Arrays;

/**
 * Sorts the numbers of word starts by their text, then by number (which is row order). A word start's text begins at
 * its offset in its row's key and is lengths[e] bytes long; where that is {@link #LONG} or more, its length is
 * counted again from the key.
 */
record TextSorter(TextColumn keys, int[] starts, short[] offsets, char[] lengths) {

    /** Lengths from here on are counted again: none of a real name's. */
    static final char LONG = Character.MAX_VALUE;
    private static final int INSERTION_SORT_BELOW = 16;

    private int from(int entry) {
        return keys.start(starts[entry] >>> 1) + offsets[entry];
    }

    private int length(int entry) {
        int length = lengths[entry];
        return length < LONG ? length : RelevanceIndex.textLength(keys, starts[entry], offsets[entry]);
    }

    /** The byte at depth, 0..255, or -1 past the end: a shorter text sorts before its extensions. */
    private int byteAt(int entry, int depth) {
        return depth < length(entry) ? keys.bytes().get(from(entry) + depth) & 0xFF : -1;
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
        int fromA = from(a);
        int fromB = from(b);
        int byBytes = keys.bytes().compare(fromA + depth, fromA + length(a), fromB + depth, fromB + length(b));
        return byBytes != 0 ? byBytes : Integer.compare(a, b);
    }

    private static void swap(int[] order, int i, int j) {
        int kept = order[i];
        order[i] = order[j];
        order[j] = kept;
    }
}
