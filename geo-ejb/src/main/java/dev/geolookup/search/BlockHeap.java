package dev.geolookup.search;

/**
 * The blocks of a range of {@link RelevanceIndex}'s word starts, as slots, by their bounds, highest first: a max-heap
 * built in linear time.
 */
final class BlockHeap {

    private final double[] bounds;
    private final int[] slots;
    private int size;

    BlockHeap(double[] bounds) {
        this.bounds = bounds;
        size = bounds.length;
        slots = new int[size];
        for (int i = 0; i < size; i++) {
            slots[i] = i;
        }
        for (int i = size / 2 - 1; i >= 0; i--) {
            siftDown(i);
        }
    }

    boolean isEmpty() {
        return size == 0;
    }

    int pop() {
        int top = slots[0];
        slots[0] = slots[--size];
        siftDown(0);
        return top;
    }

    private void siftDown(int at) {
        while (true) {
            int largest = at;
            for (int child = 2 * at + 1; child <= 2 * at + 2 && child < size; child++) {
                if (bounds[slots[child]] > bounds[slots[largest]]) {
                    largest = child;
                }
            }
            if (largest == at) {
                return;
            }
            int kept = slots[at];
            slots[at] = slots[largest];
            slots[largest] = kept;
            at = largest;
        }
    }
}
