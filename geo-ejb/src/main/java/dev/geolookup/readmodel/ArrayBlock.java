package dev.geolookup.readmodel;

/** Copies {@code count} values of one array, from index {@code from}, between it and a snapshot's buffer. */
@FunctionalInterface
interface ArrayBlock {

    void copy(int from, int count);
}
