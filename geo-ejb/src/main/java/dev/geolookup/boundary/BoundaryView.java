package dev.geolookup.boundary;

import dev.geolookup.spatial.BoundaryIndex;

import java.util.List;

/** The boundaries of one dataset at one data version, indexed for point lookups. */
public record BoundaryView(long version, int features, BoundaryIndex index) {

    public static final BoundaryView EMPTY = new BoundaryView(0, 0, BoundaryIndex.of(List.of()));
}
