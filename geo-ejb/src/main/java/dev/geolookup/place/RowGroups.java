package dev.geolookup.place;

import dev.geolookup.search.rows.RowSpan;

import java.util.Arrays;
import java.util.function.IntUnaryOperator;

/** The rows of each value of a small column, in rank order, as one array and group offsets. */
record RowGroups(int[] rows, int[] starts) {

    static RowGroups of(int size, int groups, IntUnaryOperator groupOf) {
        int[] starts = new int[groups + 1];
        for (int row = 0; row < size; row++) {
            starts[groupOf.applyAsInt(row) + 1]++;
        }
        for (int group = 0; group < groups; group++) {
            starts[group + 1] += starts[group];
        }
        int[] fill = Arrays.copyOf(starts, groups);
        int[] rows = new int[size];
        for (int row = 0; row < size; row++) {
            rows[fill[groupOf.applyAsInt(row)]++] = row;
        }
        return new RowGroups(rows, starts);
    }

    RowSpan walk(int group) {
        return group < 0 || group + 1 >= starts.length
                ? RowSpan.EMPTY
                : RowSpan.slice(rows, starts[group], starts[group + 1]);
    }

    long sizeInBytes() {
        return 4L * (rows.length + starts.length);
    }
}
