package dev.geolookup.place;

import java.util.Arrays;

/**
 * The rank order of features, population descending then geonameId ascending, computed with primitive sorts of
 * packed keys (no boxed comparator over millions of rows), and the permutation of columns into that order.
 */
final class RankOrder {

    private static final int INDEX_BITS = 25;
    private static final long INDEX_MASK = (1L << INDEX_BITS) - 1;
    /** Above any population on earth (2^38, about 275 billion); with the index bits the key stays positive. */
    private static final long POPULATION_LIMIT = (1L << 38) - 1;

    private RankOrder() {
    }

    /** order[rank] = the row that has that rank. */
    static int[] of(int[] geonameIds, long[] populations, int size, boolean inIdOrder) {
        if (size > INDEX_MASK) {
            throw new IllegalArgumentException("a gazetteer holds at most " + INDEX_MASK + " features");
        }
        int[] byId = inIdOrder ? null : idOrder(geonameIds, size);
        long[] keys = new long[size];
        for (int position = 0; position < size; position++) {
            int row = byId == null ? position : byId[position];
            long population = Math.max(0, Math.min(POPULATION_LIMIT, populations[row]));
            // Ties in population keep the id order of the positions.
            keys[position] = (POPULATION_LIMIT - population) << INDEX_BITS | position;
        }
        Arrays.parallelSort(keys);
        int[] order = new int[size];
        for (int rank = 0; rank < size; rank++) {
            int position = (int) (keys[rank] & INDEX_MASK);
            order[rank] = byId == null ? position : byId[position];
        }
        return order;
    }

    /** The rows in geonameId order, from one sort of packed (id, row) keys. */
    static int[] idOrder(int[] geonameIds, int size) {
        long[] keys = new long[size];
        for (int row = 0; row < size; row++) {
            keys[row] = (long) geonameIds[row] << INDEX_BITS | row;
        }
        Arrays.parallelSort(keys);
        int[] rows = new int[size];
        for (int i = 0; i < size; i++) {
            rows[i] = (int) (keys[i] & INDEX_MASK);
        }
        return rows;
    }

    static int[] permute(int[] column, int[] order) {
        int[] permuted = new int[order.length];
        for (int rank = 0; rank < order.length; rank++) {
            permuted[rank] = column[order[rank]];
        }
        return permuted;
    }

    static long[] permute(long[] column, int[] order) {
        long[] permuted = new long[order.length];
        for (int rank = 0; rank < order.length; rank++) {
            permuted[rank] = column[order[rank]];
        }
        return permuted;
    }

    static double[] permute(double[] column, int[] order) {
        double[] permuted = new double[order.length];
        for (int rank = 0; rank < order.length; rank++) {
            permuted[rank] = column[order[rank]];
        }
        return permuted;
    }

    static short[] permute(short[] column, int[] order) {
        short[] permuted = new short[order.length];
        for (int rank = 0; rank < order.length; rank++) {
            permuted[rank] = column[order[rank]];
        }
        return permuted;
    }

    static byte[] permute(byte[] column, int[] order) {
        byte[] permuted = new byte[order.length];
        for (int rank = 0; rank < order.length; rank++) {
            permuted[rank] = column[order[rank]];
        }
        return permuted;
    }
}
