package dev.geolookup.place;

/**
 * The k best rows offered by (tier, lowest first; score, highest first; row, lowest first), kept in a heap whose
 * root is the worst of them, so that a row that cannot enter costs one comparison. A row offered again is kept once.
 */
final class BestRows {

    private final int[] tiers;
    private final double[] scores;
    private final int[] rows;
    private int size;

    BestRows(int capacity) {
        tiers = new int[capacity];
        scores = new double[capacity];
        rows = new int[capacity];
    }

    /** Whether a row of this tier and score would be kept now. */
    boolean wouldTake(int tier, double score, int row) {
        return rows.length > 0 && (size < rows.length || isBetter(tier, score, row, 0));
    }

    void offer(int tier, double score, int row) {
        for (int slot = 0; slot < size; slot++) {
            if (rows[slot] == row) {
                return;
            }
        }
        if (size < rows.length) {
            set(size, tier, score, row);
            siftUp(size++);
        } else if (isBetter(tier, score, row, 0)) {
            set(0, tier, score, row);
            siftDown(0);
        }
    }

    boolean isFull() {
        return size == rows.length;
    }

    /** The tier of the worst row kept; the set must not be empty. */
    int worstTier() {
        return tiers[0];
    }

    /** The score of the worst row kept; the set must not be empty. */
    double worstScore() {
        return scores[0];
    }

    /** The rows kept, best first; the set is empty afterwards. */
    int[] sorted() {
        int[] best = new int[size];
        for (int i = size - 1; i >= 0; i--) {
            best[i] = rows[0];
            size--;
            if (size > 0) {
                swap(0, size);
                siftDown(0);
            }
        }
        return best;
    }

    private boolean isBetter(int tier, double score, int row, int slot) {
        if (tier != tiers[slot]) {
            return tier < tiers[slot];
        }
        if (score != scores[slot]) {
            return score > scores[slot];
        }
        return row < rows[slot];
    }

    private void set(int slot, int tier, double score, int row) {
        tiers[slot] = tier;
        scores[slot] = score;
        rows[slot] = row;
    }

    private void siftUp(int slot) {
        while (slot > 0) {
            int parent = (slot - 1) / 2;
            if (!isBetter(tiers[parent], scores[parent], rows[parent], slot)) {
                return;
            }
            swap(parent, slot);
            slot = parent;
        }
    }

    private void siftDown(int slot) {
        while (true) {
            int worst = slot;
            for (int child = 2 * slot + 1; child <= 2 * slot + 2 && child < size; child++) {
                if (isBetter(tiers[worst], scores[worst], rows[worst], child)) {
                    worst = child;
                }
            }
            if (worst == slot) {
                return;
            }
            swap(worst, slot);
            slot = worst;
        }
    }

    private void swap(int a, int b) {
        int tier = tiers[a];
        tiers[a] = tiers[b];
        tiers[b] = tier;
        double score = scores[a];
        scores[a] = scores[b];
        scores[b] = score;
        int row = rows[a];
        rows[a] = rows[b];
        rows[b] = row;
    }
}
