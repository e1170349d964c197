package dev.geolookup.boundary;

import dev.geolookup.spatial.BoundaryIndex;

import java.util.List;
import java.util.Map;

/** The subdivision outlines of one data version: the units by their code and their outlines indexed for points. */
public record SubdivisionOutlineView(long version, BoundaryIndex index, Map<String, SubdivisionUnit> units) {

    public static final SubdivisionOutlineView EMPTY = new SubdivisionOutlineView(0, BoundaryIndex.of(List.of()),
            Map.of());

    public int size() {
        return units.size();
    }

    /** The unit whose outline holds the point (the smallest of several), else the nearest within the radius. */
    public SubdivisionUnit at(double latitude, double longitude, double radiusKm) {
        String code = index.locate(latitude, longitude, radiusKm);
        return code == null ? null : units.get(code);
    }
}
