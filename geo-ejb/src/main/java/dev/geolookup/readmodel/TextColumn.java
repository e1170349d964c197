package dev.geolookup.readmodel;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Millions of short strings as one UTF-8 byte column and their offsets: two objects instead of millions, the bytes
 * searched in place, and, read back from a snapshot, mapped rather than copied into the heap.
 */
public final class TextColumn {

    private final ByteColumn bytes;
    private final IntColumn offsets;

    private TextColumn(ByteColumn bytes, IntColumn offsets) {
        this.bytes = bytes;
        this.offsets = offsets;
    }

    public String get(int row) {
        return new String(row(row), StandardCharsets.UTF_8);
    }

    /** A copy of the row's bytes. */
    public byte[] row(int row) {
        int start = offsets.get(row);
        byte[] copy = new byte[offsets.get(row + 1) - start];
        bytes.copy(start, copy, 0, copy.length);
        return copy;
    }

    public boolean isEmpty(int row) {
        return offsets.get(row) == offsets.get(row + 1);
    }

    public int start(int row) {
        return offsets.get(row);
    }

    public int end(int row) {
        return offsets.get(row + 1);
    }

    /** The bytes of all rows, row after row: row r's from {@link #start} to {@link #end}. */
    public ByteColumn bytes() {
        return bytes;
    }

    /** Whether the row's bytes contain the needle. UTF-8 is self-synchronising, so a byte match is a text match. */
    public boolean contains(int row, byte[] needle) {
        int last = offsets.get(row + 1) - needle.length;
        byte first = needle[0];
        for (int i = offsets.get(row); i <= last; i++) {
            if (bytes.get(i) != first) {
                continue;
            }
            int j = 1;
            while (j < needle.length && bytes.get(i + j) == needle[j]) {
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
        byte[] permutedBytes = new byte[offsets.get(order.length)];
        int[] permutedOffsets = new int[order.length + 1];
        int length = 0;
        for (int row = 0; row < order.length; row++) {
            int from = offsets.get(order[row]);
            int rowLength = offsets.get(order[row] + 1) - from;
            bytes.copy(from, permutedBytes, length, rowLength);
            length += rowLength;
            permutedOffsets[row + 1] = length;
        }
        return new TextColumn(ByteColumn.of(permutedBytes), IntColumn.of(permutedOffsets));
    }

    /** Compares the row's bytes with the key, unsigned, as a sorted column is ordered. */
    public int compare(int row, byte[] key) {
        return bytes.compare(offsets.get(row), offsets.get(row + 1), key);
    }

    /** The memory the column takes, in the heap or mapped. */
    public long sizeInBytes() {
        return bytes.sizeInBytes() + offsets.sizeInBytes();
    }


    public void writeTo(SnapshotWriter snapshot) {
        snapshot.write(bytes);
        snapshot.write(offsets);
    }

    public static TextColumn readFrom(SnapshotReader snapshot) {
        ByteColumn bytes = snapshot.readByteColumn();
        IntColumn offsets = snapshot.readIntColumn();
        if (offsets.length() == 0 || offsets.get(0) != 0 || offsets.get(offsets.length() - 1) != bytes.length()) {
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
            return new TextColumn(ByteColumn.of(Arrays.copyOf(bytes, length)),
                    IntColumn.of(Arrays.copyOf(offsets, rows + 1)));
        }
    }
}
