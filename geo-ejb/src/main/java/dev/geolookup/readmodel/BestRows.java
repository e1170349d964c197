package dev.geolookup.readmodel;

/**
 * The k best rows offered by score (highest first; ties by row, lowest first, which is rank order), kept in a heap
 * whose root is the worst of them, so that a row that cannot enter costs one comparison. A row offered again keeps
 * the higher of its scores. Name search keeps its candidates here, and the nearest-neighbour search its nearest
 * points (scored by their negated distance): the one bounded heap of the read models.
 */
public final class BestRows {

    private final double[] scores;
    private final int[] rows;
    private int size;

    public BestRows(int capacity) {
        scores = new double[capacity];
        rows = new int[capacity];
    }

    /** Whether a row of this score would be kept now. */
    public boolean wouldTake(double score, int row) {
        return rows.length > 0 && (size < rows.length || isBetter(score, row, 0));
    }

    public void offer(double score, int row) {
        for (int slot = 0; slot < size; slot++) {
            if (rows[slot] == row) {
                if (score > scores[slot]) {
                    scores[slot] = score;
                    siftDown(slot);
                }
                return;
            }
        }
        offerDistinct(score, row);
    }

    /**
     * As {@link #offer}, for a caller that never offers a row twice: it skips the look for an earlier offer, which
     * costs a pass over the rows kept. Whether the row was kept.
     */
    public boolean offerDistinct(double score, int row) {
        if (size < rows.length) {
            set(size, score, row);
            siftUp(size++);
            return true;
        }
        if (size > 0 && isBetter(score, row, 0)) {
            set(0, score, row);
            siftDown(0);
            return true;
        }
        return false;
    }

    public int capacity() {
        return rows.length;
    }

    public boolean isFull() {
        return size == rows.length;
    }

    public int size() {
        return size;
    }

    /** The score of the worst row kept; the set must not be empty. */
    public double worstScore() {
        return scores[0];
    }

    /** Whether a row scoring at most this could still enter: the set is not full, or it ties or beats the worst. */
    public boolean mayTake(double bound) {
        return rows.length > 0 && (size < rows.length || bound >= scores[0]);
    }

    /** The rows kept, best first; their scores go to {@code scoresOut} when it is not null. Empties the set. */
    public int[] drain(double[] scoresOut) {
        int[] best = new int[size];
        for (int i = size - 1; i >= 0; i--) {
            best[i] = rows[0];
            if (scoresOut != null) {
                scoresOut[i] = scores[0];
            }
            size--;
            if (size > 0) {
                swap(0, size);
                siftDown(0);
            }
        }
        return best;
    }

    /** The rows kept, best first; the set is empty afterwards. */
    public int[] sorted() {
        return drain(null);
    }

    private boolean isBetter(double score, int row, int slot) {
        if (score != scores[slot]) {
            return score > scores[slot];
        }
        return row < rows[slot];
    }

    private void set(int slot, double score, int row) {
        scores[slot] = score;
        rows[slot] = row;
    }

    private void siftUp(int slot) {
        while (slot > 0) {
            int parent = (slot - 1) / 2;
            if (!isBetter(scores[parent], rows[parent], slot)) {
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
                if (isBetter(scores[worst], rows[worst], child)) {
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
        double score = scores[a];
        scores[a] = scores[b];
        scores[b] = score;
        int row = rows[a];
        rows[a] = rows[b];
        rows[b] = row;
    }
}
