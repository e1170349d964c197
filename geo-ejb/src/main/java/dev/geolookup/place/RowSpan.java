package dev.geolookup.place;

/**
 * A stretch of rows to walk in ascending order, which is rank order: rows[from..to) of a shared array (a country's
 * rows), the row numbers from..to themselves (all rows), or a posting list packed as varint gaps
 * ({@link NgramIndex}).
 */
final class RowSpan {

    static final RowSpan EMPTY = new RowSpan(null, null, 0, 0);

    private final int[] rows;
    private final byte[] packed;
    /** The first index into rows, the first byte of packed, or the first row of a plain range. */
    private final int from;
    private final int length;

    private RowSpan(int[] rows, byte[] packed, int from, int length) {
        this.rows = rows;
        this.packed = packed;
        this.from = from;
        this.length = length;
    }

    /** The rows from..to themselves. */
    static RowSpan range(int from, int to) {
        return new RowSpan(null, null, from, to - from);
    }

    /** rows[from..to). */
    static RowSpan slice(int[] rows, int from, int to) {
        return new RowSpan(rows, null, from, to - from);
    }

    /** count rows packed from byte offset on. */
    static RowSpan packed(byte[] packed, int offset, int count) {
        return new RowSpan(null, packed, offset, count);
    }

    int length() {
        return length;
    }

    Walk walk() {
        return new Walk();
    }

    /** Reads the span's rows one after the other. */
    final class Walk implements RowWalk {

        private int taken;
        private int position = from;
        private int previous = -1;

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
                    next = packed[position++];
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
