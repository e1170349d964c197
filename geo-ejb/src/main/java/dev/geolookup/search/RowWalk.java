package dev.geolookup.search;

/** Rows met one after the other in ascending order, which is rank order. */
interface RowWalk {

    boolean hasNext();

    int next();
}
