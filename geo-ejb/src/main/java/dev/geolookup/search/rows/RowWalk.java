package dev.geolookup.search.rows;

/** Rows met one after the other in ascending order, which is rank order. */
public interface RowWalk {

    boolean hasNext();

    int next();
}
