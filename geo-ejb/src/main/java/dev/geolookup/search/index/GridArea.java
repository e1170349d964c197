package dev.geolookup.search.index;

import dev.geolookup.api.geo.BoundingBox;
import dev.geolookup.spatial.GreatCircle;

/**
 * The cells of the {@link RankGrid} that a search area touches: rows of cells from south to north by columns of
 * cells from west to east, the columns wrapping around the antimeridian. Every point of the area lies in one of
 * them; some of their points lie outside it, so a row read from them is still tested against the area.
 *
 * @param southRow       the southernmost row of cells
 * @param rows           how many rows of cells
 * @param westColumn     the westernmost column of cells
 * @param columns        how many columns of cells, eastwards from westColumn
 */
public record GridArea(int southRow, int rows, int westColumn, int columns) {

    /** Kept around an area's edges so that rounding never leaves out a cell it touches. */
    private static final double MARGIN_DEGREES = 1e-6;

    /** The cells the area touches: by its box where it has one, else by its circle. */
    public static GridArea of(SearchArea area) {
        if (area.box() != null) {
            BoundingBox box = area.box();
            boolean allAround = box.widthDegrees() >= 360 - 2 * MARGIN_DEGREES;
            return of(box.minLat(), box.maxLat(), allAround ? -180 : box.minLng() - MARGIN_DEGREES,
                    allAround ? 180 : box.minLng() + box.widthDegrees() + MARGIN_DEGREES);
        }
        double latitude = area.centre().latitude();
        double angle = area.radiusKm() / GreatCircle.EARTH_RADIUS_KM;
        double latitudeReach = Math.toDegrees(angle) + MARGIN_DEGREES;
        double south = latitude - latitudeReach;
        double north = latitude + latitudeReach;
        // A circle around a pole, or wide enough, reaches every meridian; else the meridians it touches are those
        // within asin(sin(radius) / cos(latitude)) of its centre's.
        double sine = Math.sin(Math.min(angle, Math.PI / 2)) / Math.cos(Math.toRadians(latitude));
        if (south <= -90 || north >= 90 || angle >= Math.PI / 2 || sine >= 1) {
            return of(south, north, -180, 180);
        }
        double longitudeReach = Math.toDegrees(Math.asin(sine)) + MARGIN_DEGREES;
        double longitude = area.centre().longitude();
        return of(south, north, longitude - longitudeReach, longitude + longitudeReach);
    }

    /** @param east not west of west, and where it is 360 degrees or more east of it, every column */
    private static GridArea of(double south, double north, double west, double east) {
        int southRow = RankGrid.latitudeCellOf(south);
        int rows = RankGrid.latitudeCellOf(north) - southRow + 1;
        long westIndex = (long) Math.floor((west + 180) * RankGrid.CELLS_PER_DEGREE);
        long eastIndex = (long) Math.floor((east + 180) * RankGrid.CELLS_PER_DEGREE);
        int columns = (int) Math.min(RankGrid.LONGITUDE_CELLS, eastIndex - westIndex + 1);
        return new GridArea(southRow, rows, (int) Math.floorMod(westIndex, RankGrid.LONGITUDE_CELLS), columns);
    }

    public int cellCount() {
        return rows * columns;
    }

    /** How many rows the cells hold: at least as many as the area. */
    long rowsAtMost(RankGrid grid) {
        long rows = 0;
        for (int index = 0; index < cellCount(); index++) {
            int cell = cell(index);
            rows += grid.cellEnd(cell) - grid.cellStart(cell);
        }
        return rows;
    }

    /** The cell numbered {@code index}, 0 to {@link #cellCount} - 1. */
    public int cell(int index) {
        return RankGrid.cellAt(southRow + index / columns, (westColumn + index % columns) % RankGrid.LONGITUDE_CELLS);
    }
}
