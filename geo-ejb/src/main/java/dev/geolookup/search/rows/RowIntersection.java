package dev.geolookup.search.rows;

import java.util.Arrays;

/**
 * The rows every one of several spans holds, in ascending order: the shortest span is walked and the others are
 * read along as far as its rows. A query's rows hold all of its trigrams, and the posting lists are cheap to read
 * next to checking a long key for the query, which is then done only for the rows all lists share.
 */
public final class RowIntersection implements RowWalk {

    private final RowWalk shortest;
    private final RowWalk[] others;
    private final int[] reached;
    private int upcoming = -1;

    public RowIntersection(RowSpan shortest, RowSpan... others) {
        this(shortest.walk(), Arrays.stream(others).map(RowSpan::walk).toArray(RowWalk[]::new));
    }

    public RowIntersection(RowWalk shortest, RowWalk... others) {
        this.shortest = shortest;
        this.others = others;
        this.reached = new int[others.length];
        Arrays.fill(reached, -1);
    }

    @Override
    public boolean hasNext() {
        while (upcoming < 0 && shortest.hasNext()) {
            int row = shortest.next();
            if (heldByOthers(row)) {
                upcoming = row;
            }
        }
        return upcoming >= 0;
    }

    @Override
    public int next() {
        hasNext();
        int row = upcoming;
        upcoming = -1;
        return row;
    }

    private boolean heldByOthers(int row) {
        for (int i = 0; i < others.length; i++) {
            while (reached[i] < row) {
                if (!others[i].hasNext()) {
                    // This list has no row left: no later row of the shortest can be in every list either.
                    while (shortest.hasNext()) {
                        shortest.next();
                    }
                    return false;
                }
                reached[i] = others[i].next();
            }
            if (reached[i] != row) {
                return false;
            }
        }
        return true;
    }
}
