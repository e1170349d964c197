package dev.geolookup.postal;

import dev.geolookup.api.text.TextFolding;
import dev.geolookup.readmodel.TextColumn;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.IntPredicate;
import java.util.stream.IntStream;

/**
 * The postal entries by their place name, folded: each entry's 40-bit hash of the folded name and its row packed in
 * one sorted long (8 bytes an entry), so that a name's entries are one range found by binary search and checked
 * against the name itself (two names may share a hash).
 */
final class PlaceNameIndex {

    private static final int ROW_BITS = 24;
    private static final long ROW_MASK = (1L << ROW_BITS) - 1;

    private final long[] hashAndRow;
    private final TextColumn placeNames;

    PlaceNameIndex(TextColumn placeNames, int size) {
        if (size > ROW_MASK) {
            throw new IllegalArgumentException("more postal entries than the place-name index can number: " + size);
        }
        this.placeNames = placeNames;
        this.hashAndRow = new long[size];
        for (int row = 0; row < size; row++) {
            hashAndRow[row] = (hash(TextFolding.fold(placeNames.get(row))) << ROW_BITS) | row;
        }
        Arrays.sort(hashAndRow);
    }

    /** The rows whose place name folds to the folded name, in row order, that also pass. */
    int[] rowsNamed(String foldedName, IntPredicate passes) {
        if (foldedName.isEmpty()) {
            return new int[0];
        }
        long hash = hash(foldedName);
        int from = firstNotBefore(hash << ROW_BITS);
        IntStream.Builder rows = IntStream.builder();
        for (int i = from; i < hashAndRow.length && hashAndRow[i] >>> ROW_BITS == hash; i++) {
            int row = (int) (hashAndRow[i] & ROW_MASK);
            if (passes.test(row) && TextFolding.fold(placeNames.get(row)).equals(foldedName)) {
                rows.add(row);
            }
        }
        return rows.build().sorted().toArray();
    }

    long sizeInBytes() {
        return 8L * hashAndRow.length;
    }

    private int firstNotBefore(long key) {
        int low = 0;
        int high = hashAndRow.length;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (hashAndRow[middle] < key) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }

    /** FNV-1a over the UTF-8 bytes, kept to 39 bits so that the packed long stays positive. */
    private static long hash(String folded) {
        long hash = 0xcbf29ce484222325L;
        for (byte b : folded.getBytes(StandardCharsets.UTF_8)) {
            hash ^= b & 0xff;
            hash *= 0x100000001b3L;
        }
        return hash >>> (64 - 39);
    }
}
