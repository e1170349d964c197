package dev.geolookup.readmodel;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Millions of short strings as one UTF-8 byte array and their offsets: two objects instead of millions, and the
 * bytes can be searched in place.
 */
public final class TextColumn {

    private final byte[] bytes;
    private final int[] offsets;

    private TextColumn(byte[] bytes, int[] offsets) {
        this.bytes = bytes;
        this.offsets = offsets;
    }

    public String get(int row) {
        return new String(bytes, offsets[row], offsets[row + 1] - offsets[row], StandardCharsets.UTF_8);
    }

    public boolean isEmpty(int row) {
        return offsets[row] == offsets[row + 1];
    }

    public int start(int row) {
        return offsets[row];
    }

    public int end(int row) {
        return offsets[row + 1];
    }

    public byte[] bytes() {
        return bytes;
    }

    /** Whether the row's bytes contain the needle. UTF-8 is self-synchronising, so a byte match is a text match. */
    public boolean contains(int row, byte[] needle) {
        int last = offsets[row + 1] - needle.length;
        byte first = needle[0];
        for (int i = offsets[row]; i <= last; i++) {
            if (bytes[i] != first) {
                continue;
            }
            int j = 1;
            while (j < needle.length && bytes[i + j] == needle[j]) {
                j++;
            }
            if (j == needle.length) {
                return true;
            }
        }
        return false;
    }

    /** The same texts with row i holding what row order[i] holds here. */
    public TextColumn permuted(int[] order) {
        byte[] permutedBytes = new byte[offsets[order.length]];
        int[] permutedOffsets = new int[order.length + 1];
        int length = 0;
        for (int row = 0; row < order.length; row++) {
            int from = offsets[order[row]];
            int rowLength = offsets[order[row] + 1] - from;
            System.arraycopy(bytes, from, permutedBytes, length, rowLength);
            length += rowLength;
            permutedOffsets[row + 1] = length;
        }
        return new TextColumn(permutedBytes, permutedOffsets);
    }

    /** Compares the row's bytes with the key, unsigned, as a sorted column is ordered. */
    public int compare(int row, byte[] key) {
        return Arrays.compareUnsigned(bytes, offsets[row], offsets[row + 1], key, 0, key.length);
    }

    public long sizeInBytes() {
        return bytes.length + 4L * offsets.length;
    }

    public void writeTo(SnapshotWriter snapshot) {
        snapshot.writeBytes(bytes);
        snapshot.writeInts(offsets);
    }

    public static TextColumn readFrom(SnapshotReader snapshot) {
        byte[] bytes = snapshot.readBytes();
        int[] offsets = snapshot.readInts();
        if (offsets.length == 0 || offsets[0] != 0 || offsets[offsets.length - 1] != bytes.length) {
            throw new SnapshotDamagedException("a text column's offsets do not match its bytes");
        }
        return new TextColumn(bytes, offsets);
    }

    public static final class Builder {

        private byte[] bytes = new byte[1 << 16];
        private int[] offsets = new int[1 << 12];
        private int rows;
        private int length;

        public void add(String text) {
            add(text.getBytes(StandardCharsets.UTF_8));
        }

        public void add(byte[] text) {
            if (length + text.length > bytes.length) {
                bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, length + text.length));
            }
            System.arraycopy(text, 0, bytes, length, text.length);
            length += text.length;
            if (rows + 2 > offsets.length) {
                offsets = Arrays.copyOf(offsets, offsets.length * 2);
            }
            offsets[++rows] = length;
        }

        public TextColumn build() {
            return new TextColumn(Arrays.copyOf(bytes, length), Arrays.copyOf(offsets, rows + 1));
        }
    }
}
