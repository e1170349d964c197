package dev.geolookup.readmodel;

import java.nio.IntBuffer;

/**
 * Ints held in a heap array while a model is built, or in a snapshot file mapped into memory once a model is read
 * back (see {@link ByteColumn}).
 */
public final class IntColumn {

    public static final IntColumn EMPTY = of(new int[0]);

    private final IntBuffer values;

    private IntColumn(IntBuffer values) {
        this.values = values;
    }

    public static IntColumn of(int[] values) {
        return new IntColumn(IntBuffer.wrap(values));
    }

    static IntColumn over(IntBuffer values) {
        return new IntColumn(values);
    }

    public int get(int index) {
        return values.get(index);
    }

    public int length() {
        return values.capacity();
    }

    /** The index of the key in an ascending column, or -(insertion point) - 1, as Arrays.binarySearch answers. */
    public int binarySearch(int key) {
        int low = 0;
        int high = values.capacity() - 1;
        while (low <= high) {
            int middle = (low + high) >>> 1;
            int value = values.get(middle);
            if (value < key) {
                low = middle + 1;
            } else if (value > key) {
                high = middle - 1;
            } else {
                return middle;
            }
        }
        return -(low + 1);
    }

    IntBuffer buffer() {
        return values.duplicate();
    }


    public long sizeInBytes() {
        return 4L * values.capacity();
    }
}
