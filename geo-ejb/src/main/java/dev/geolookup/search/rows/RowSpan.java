package dev.geolookup.search.rows;

import dev.geolookup.readmodel.ByteColumn;

/**
 * A stretch of rows to walk in ascending order, which is rank order: rows[from..to) of a shared array (a country's
 * rows), the row numbers from..to themselves (all rows), or a posting list packed as varint gaps
 * ({@link dev.geolookup.search.index.NgramIndex}).
 */
public final class RowSpan {

    public static final RowSpan EMPTY = new RowSpan(null, null, 0, 0, -1);

    private final int[] rows;
    private final ByteColumn packed;
    /** The first index into rows, the first byte of packed, or the first row of a plain range. */
    private final int from;
    private final int length;
    /** Of a packed list read from within, the entry before its first gap; -1 from its start. */
    private final int before;

    private RowSpan(int[] rows, ByteColumn packed, int from, int length, int before) {
        this.rows = rows;
        this.packed = packed;
        this.from = from;
        this.length = length;
        this.before = before;
    }

    /** The rows from..to themselves. */
    public static RowSpan range(int from, int to) {
        return new RowSpan(null, null, from, to - from, -1);
    }

    /** rows[from..to). */
    public static RowSpan slice(int[] rows, int from, int to) {
        return new RowSpan(rows, null, from, to - from, -1);
    }

    /** count rows packed from byte offset on. */
    public static RowSpan packed(ByteColumn packed, int offset, int count) {
        return packed(packed, offset, count, -1);
    }

    /** count entries packed from byte offset on, the entry before them being {@code before}. */
    public static RowSpan packed(ByteColumn packed, int offset, int count, int before) {
        return new RowSpan(null, packed, offset, count, before);
    }

    public int length() {
        return length;
    }

    public Walk walk() {
        return new Walk();
    }

    /** Reads the span's rows one after the other. */
    public final class Walk implements RowWalk {

        private int taken;
        private int position = from;
        private int previous = before;

        @Override
        public boolean hasNext() {
            return taken < length;
        }

        @Override
        public int next() {
            taken++;
            if (packed != null) {
                int gap = 0;
                int shift = 0;
                byte next;
                do {
                    next = packed.get(position++);
                    gap |= (next & 0x7F) << shift;
                    shift += 7;
                } while (next < 0);
                previous += gap;
                return previous;
            }
            return rows == null ? position++ : rows[position++];
        }
    }
}
