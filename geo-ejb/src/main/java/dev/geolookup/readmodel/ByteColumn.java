package dev.geolookup.readmodel;

import java.nio.ByteBuffer;

/**
 * Bytes held in a heap array while a model is built, or in a snapshot file mapped into memory once a model is read
 * back: then they live outside the heap, in the page cache the operating system shares and can evict.
 */
public final class ByteColumn {

    private final ByteBuffer values;

    private ByteColumn(ByteBuffer values) {
        this.values = values;
    }

    public static ByteColumn of(byte[] values) {
        return new ByteColumn(ByteBuffer.wrap(values));
    }

    /** Over bytes already in the machine's byte order, as {@link SnapshotReader} maps them. */
    static ByteColumn over(ByteBuffer values) {
        return new ByteColumn(values);
    }

    public byte get(int index) {
        return values.get(index);
    }

    public int length() {
        return values.capacity();
    }

    /** Copies length bytes from index on into the target array. */
    public void copy(int index, byte[] target, int targetIndex, int length) {
        values.get(index, target, targetIndex, length);
    }

    /** Whether bytes from..to here equal the key's from its start to its end. */
    public boolean matches(int from, int to, byte[] key) {
        if (to - from != key.length) {
            return false;
        }
        for (int i = 0; i < key.length; i++) {
            if (values.get(from + i) != key[i]) {
                return false;
            }
        }
        return true;
    }

    /** Whether bytes from..to here equal bytes otherFrom..otherTo here. */
    public boolean matches(int from, int to, int otherFrom, int otherTo) {
        if (to - from != otherTo - otherFrom) {
            return false;
        }
        for (int i = 0; i < to - from; i++) {
            if (values.get(from + i) != values.get(otherFrom + i)) {
                return false;
            }
        }
        return true;
    }

    /** Compares bytes from..to here with otherFrom..otherTo here, unsigned, as sorted texts are ordered. */
    public int compare(int from, int to, int otherFrom, int otherTo) {
        int length = Math.min(to - from, otherTo - otherFrom);
        for (int i = 0; i < length; i++) {
            int difference = Byte.toUnsignedInt(values.get(from + i)) - Byte.toUnsignedInt(values.get(otherFrom + i));
            if (difference != 0) {
                return difference;
            }
        }
        return Integer.compare(to - from, otherTo - otherFrom);
    }

    /** Compares bytes from..to here with the key, unsigned, as sorted texts are ordered. */
    public int compare(int from, int to, byte[] key) {
        int length = Math.min(to - from, key.length);
        for (int i = 0; i < length; i++) {
            int difference = Byte.toUnsignedInt(values.get(from + i)) - Byte.toUnsignedInt(key[i]);
            if (difference != 0) {
                return difference;
            }
        }
        return Integer.compare(to - from, key.length);
    }

    /** The bytes as a read-only buffer of their own, positioned at the start. */
    ByteBuffer buffer() {
        return values.duplicate();
    }


    /** The memory the column takes, in the heap or mapped. */
    public long sizeInBytes() {
        return values.capacity();
    }
}
