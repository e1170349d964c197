package dev.geolookup.readmodel;

/** Searches over columns of longs sorted ascending, where a value may repeat (one entry per name of a feature). */
public final class SortedLongs {

    private SortedLongs() {
    }

    /** The first index whose value is not below the key; the length where every value is. */
    public static int firstAtLeast(long[] sorted, long key) {
        int low = 0;
        int high = sorted.length;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (sorted[middle] < key) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }
}
