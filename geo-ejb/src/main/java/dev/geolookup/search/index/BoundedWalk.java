package dev.geolookup.search.index;

import dev.geolookup.search.rows.RowSpan;
import dev.geolookup.search.rows.RowWalk;

/** Entries of a packed list below a value, read from a noted place on and from a value on. */
final class BoundedWalk implements RowWalk {

    private final RowSpan.Walk entries;
    private final int to;
    private int upcoming = -1;

    BoundedWalk(RowSpan.Walk entries, int from, int to) {
        this.entries = entries;
        this.to = to;
        while (read() && upcoming < from) {
            upcoming = -1;
        }
    }

    /** Reads the next entry into upcoming; false, upcoming -1, at the list's end or past {@code to}. */
    private boolean read() {
        upcoming = entries.hasNext() ? entries.next() : -1;
        if (upcoming >= to) {
            upcoming = -1;
        }
        return upcoming >= 0;
    }

    @Override
    public boolean hasNext() {
        return upcoming >= 0;
    }

    @Override
    public int next() {
        int entry = upcoming;
        read();
        return entry;
    }
}
