package dev.geolookup.readmodel;

import java.nio.ShortBuffer;

/**
 * Shorts held in a heap array while a model is built, or in a snapshot file mapped into memory once a model is
 * read back (see {@link ByteColumn}).
 */
public final class ShortColumn {

    private final ShortBuffer values;

    private ShortColumn(ShortBuffer values) {
        this.values = values;
    }

    public static ShortColumn of(short[] values) {
        return new ShortColumn(ShortBuffer.wrap(values));
    }

    static ShortColumn over(ShortBuffer values) {
        return new ShortColumn(values);
    }

    public short get(int index) {
        return values.get(index);
    }

    public int length() {
        return values.capacity();
    }

    ShortBuffer buffer() {
        return values.duplicate();
    }


    public long sizeInBytes() {
        return 2L * values.capacity();
    }
}
