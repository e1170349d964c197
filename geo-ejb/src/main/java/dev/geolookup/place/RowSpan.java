package dev.geolookup.place;

/**
 * A stretch of rows to walk in rank order: rows[from..to) of a shared array (a posting list, a country's rows),
 * or, when rows is null, the row numbers from..to themselves.
 */
record RowSpan(int[] rows, int from, int to) {

    int length() {
        return to - from;
    }

    int row(int index) {
        return rows == null ? index : rows[index];
    }
}
