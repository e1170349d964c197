package dev.geolookup.search.index;

import dev.geolookup.readmodel.ByteColumn;

import java.util.Arrays;

/**
 * Sorts word starts by their text, then by where their text begins in the keys, which is the order they were listed
 * in (row order). A word start is three parallel values, moved together: where its text begins, its length (or
 * {@link #LONG}: counted again by {@code longLength}) and the value the index keeps for it. Sorting the values
 * themselves, rather than their numbers, spares the index a copy of tens of millions of them.
 */
final class TextSorter {

    /** Lengths from here on are counted again: none of a real name's. */
    static final char LONG = Character.MAX_VALUE;
    private static final int INSERTION_SORT_BELOW = 16;

    /** The length of the text of the word start at this position, where its stored length is {@link #LONG}. */
    interface LongLength {
        int of(int from, int kept);
    }

    private final ByteColumn bytes;
    private final int[] from;
    private final char[] lengths;
    private final int[] kept;
    private final LongLength longLength;

    TextSorter(ByteColumn bytes, int[] from, char[] lengths, int[] kept, LongLength longLength) {
        this.bytes = bytes;
        this.from = from;
        this.lengths = lengths;
        this.kept = kept;
        this.longLength = longLength;
    }

    private int length(int i) {
        int length = lengths[i];
        return length < LONG ? length : longLength.of(from[i], kept[i]);
    }

    /** The byte at depth, 0..255, or -1 past the end: a shorter text sorts before its extensions. */
    private int byteAt(int i, int depth) {
        return depth < length(i) ? bytes.get(from[i] + depth) & 0xFF : -1;
    }

    void sort(int low, int high, int depth) {
        while (high - low > INSERTION_SORT_BELOW) {
            int pivot = byteAt(low + (high - low) / 2, depth);
            int lessEnd = low;
            int greaterStart = high;
            int i = low;
            while (i < greaterStart) {
                int value = byteAt(i, depth);
                if (value < pivot) {
                    swap(lessEnd++, i++);
                } else if (value > pivot) {
                    swap(i, --greaterStart);
                } else {
                    i++;
                }
            }
            sort(low, lessEnd, depth);
            sort(greaterStart, high, depth);
            if (pivot < 0) {
                sortEqualTexts(lessEnd, greaterStart);
                return;
            }
            low = lessEnd;
            high = greaterStart;
            depth++;
        }
        insertionSort(low, high, depth);
    }

    /** Equal texts by where they begin; their lengths are equal and stay. */
    private void sortEqualTexts(int low, int high) {
        long[] pairs = new long[high - low];
        for (int i = low; i < high; i++) {
            pairs[i - low] = (long) from[i] << 32 | kept[i] & 0xFFFFFFFFL;
        }
        Arrays.sort(pairs);
        for (int i = low; i < high; i++) {
            from[i] = (int) (pairs[i - low] >>> 32);
            kept[i] = (int) pairs[i - low];
        }
    }

    private void insertionSort(int low, int high, int depth) {
        for (int i = low + 1; i < high; i++) {
            for (int j = i; j > low && compare(j - 1, j, depth) > 0; j--) {
                swap(j - 1, j);
            }
        }
    }

    private int compare(int a, int b, int depth) {
        int byBytes = bytes.compare(from[a] + depth, from[a] + length(a), from[b] + depth, from[b] + length(b));
        return byBytes != 0 ? byBytes : Integer.compare(from[a], from[b]);
    }

    private void swap(int i, int j) {
        int from = this.from[i];
        this.from[i] = this.from[j];
        this.from[j] = from;
        char length = lengths[i];
        lengths[i] = lengths[j];
        lengths[j] = length;
        int kept = this.kept[i];
        this.kept[i] = this.kept[j];
        this.kept[j] = kept;
    }
}
