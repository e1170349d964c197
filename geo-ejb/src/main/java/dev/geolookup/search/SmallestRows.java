package dev.geolookup.search;

import java.util.Arrays;

/** The k smallest distinct rows offered, kept in a max-heap so that a row above all of them costs one compare. */
final class SmallestRows {

    private final int[] heap;
    private int size;

    SmallestRows(int capacity) {
        heap = new int[capacity];
    }

    int capacity() {
        return heap.length;
    }

    int size() {
        return size;
    }

    boolean wouldTake(int row) {
        return heap.length > 0 && (size < heap.length || row < heap[0]);
    }

    void add(int row) {
        for (int i = 0; i < size; i++) {
            if (heap[i] == row) {
                return;
            }
        }
        if (size < heap.length) {
            heap[size] = row;
            siftUp(size++);
        } else {
            heap[0] = row;
            siftDown(0);
        }
    }

    int[] sorted() {
        int[] rows = Arrays.copyOf(heap, size);
        Arrays.sort(rows);
        return rows;
    }

    private void siftUp(int index) {
        while (index > 0) {
            int parent = (index - 1) / 2;
            if (heap[parent] >= heap[index]) {
                return;
            }
            swap(heap, parent, index);
            index = parent;
        }
    }

    private void siftDown(int index) {
        while (true) {
            int largest = index;
            for (int child = 2 * index + 1; child <= 2 * index + 2 && child < size; child++) {
                if (heap[child] > heap[largest]) {
                    largest = child;
                }
            }
            if (largest == index) {
                return;
            }
            swap(heap, largest, index);
            index = largest;
        }
    }

    private static void swap(int[] array, int i, int j) {
        int kept = array[i];
        array[i] = array[j];
        array[j] = kept;
    }
}
