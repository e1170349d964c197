package dev.geolookup.search.index;

import dev.geolookup.spatial.GreatCircle;

import java.util.Arrays;
import java.util.function.IntToDoubleFunction;

/**
 * The rows grouped by cells of half a degree of latitude and longitude, each cell's rows in rank order (the most
 * populous first), and the cells grouped in blocks of five degrees. A search near a point reads rows in the order of
 * how well they could score ({@link dev.geolookup.search.plan.LocatedSearch}): a block or a cell can hold no row
 * scoring above what its
 * first row and its least distance from the point allow.
 * <p>
 * Cells are numbered block by block, so that a block's rows, like a cell's, take one stretch of positions: the
 * n-gram lists kept in position order ({@link SearchIndex#gridWalk}) read a cell's rows from one place.
 */
public final class RankGrid {

    static final int CELLS_PER_DEGREE = 2;
    static final int CELLS_PER_BLOCK_SIDE = 10;
    static final int LATITUDE_CELLS = 180 * CELLS_PER_DEGREE;
    static final int LONGITUDE_CELLS = 360 * CELLS_PER_DEGREE;
    static final int LATITUDE_BLOCKS = LATITUDE_CELLS / CELLS_PER_BLOCK_SIDE;
    static final int LONGITUDE_BLOCKS = LONGITUDE_CELLS / CELLS_PER_BLOCK_SIDE;

    public static final int CELLS_PER_BLOCK = CELLS_PER_BLOCK_SIDE * CELLS_PER_BLOCK_SIDE;
    /** Kept off each least distance of a block or cell, so that rounding never makes a bound too low. */
    public static final double ROUNDING_KM = 1e-6;

    /** Rows by cell (block * CELLS_PER_BLOCK + cell row in the block * CELLS_PER_BLOCK_SIDE + cell column), rank
     * order within a cell. */
    private final int[] rows;
    /** Where each cell's rows begin in {@link #rows}; one more at the end. */
    private final int[] cellStarts;
    /** The first (most populous) row of each block, or -1 where the block has none. */
    private final int[] blockFirstRows;

    private RankGrid(int[] rows, int[] cellStarts, int[] blockFirstRows) {
        this.rows = rows;
        this.cellStarts = cellStarts;
        this.blockFirstRows = blockFirstRows;
    }

    /** The grid of rows 0..size, row by row at the latitude and longitude given. */
    static RankGrid of(IntToDoubleFunction latitudes, IntToDoubleFunction longitudes, int size) {
        int cells = LATITUDE_CELLS * LONGITUDE_CELLS;
        int[] starts = new int[cells + 1];
        for (int row = 0; row < size; row++) {
            starts[cellOf(latitudes.applyAsDouble(row), longitudes.applyAsDouble(row)) + 1]++;
        }
        for (int cell = 0; cell < cells; cell++) {
            starts[cell + 1] += starts[cell];
        }
        int[] fill = new int[cells];
        System.arraycopy(starts, 0, fill, 0, cells);
        int[] rows = new int[size];
        int[] blockFirstRows = new int[LATITUDE_BLOCKS * LONGITUDE_BLOCKS];
        Arrays.fill(blockFirstRows, -1);
        for (int row = 0; row < size; row++) {
            int cell = cellOf(latitudes.applyAsDouble(row), longitudes.applyAsDouble(row));
            rows[fill[cell]++] = row;
            int block = blockOf(cell);
            if (blockFirstRows[block] < 0) {
                blockFirstRows[block] = row;
            }
        }
        return new RankGrid(rows, starts, blockFirstRows);
    }

    static int cellOf(double latitude, double longitude) {
        return cellAt(latitudeCellOf(latitude), longitudeCellOf(longitude));
    }

    /** The row of cells, 0 at the south pole, that holds the latitude. */
    static int latitudeCellOf(double latitude) {
        return Math.min(LATITUDE_CELLS - 1, Math.max(0, (int) Math.floor((latitude + 90) * CELLS_PER_DEGREE)));
    }

    /** The column of cells, 0 at the antimeridian, that holds the longitude. */
    static int longitudeCellOf(double longitude) {
        return Math.floorMod((int) Math.floor((longitude + 180) * CELLS_PER_DEGREE), LONGITUDE_CELLS);
    }

    /** The number of the cell in the row and column of cells given. */
    static int cellAt(int latitudeCell, int longitudeCell) {
        int block = latitudeCell / CELLS_PER_BLOCK_SIDE * LONGITUDE_BLOCKS + longitudeCell / CELLS_PER_BLOCK_SIDE;
        return block * CELLS_PER_BLOCK + latitudeCell % CELLS_PER_BLOCK_SIDE * CELLS_PER_BLOCK_SIDE
                + longitudeCell % CELLS_PER_BLOCK_SIDE;
    }

    public static int blockOf(int cell) {
        return cell / CELLS_PER_BLOCK;
    }

    public int blocks() {
        return blockFirstRows.length;
    }

    /** The block's most populous row, or -1 where it has none. */
    public int blockFirstRow(int block) {
        return blockFirstRows[block];
    }

    /** The first of the block's cells; its {@link #CELLS_PER_BLOCK} cells are consecutive. */
    public static int firstCellOf(int block) {
        return block * CELLS_PER_BLOCK;
    }

    public int cellStart(int cell) {
        return cellStarts[cell];
    }

    public int cellEnd(int cell) {
        return cellStarts[cell + 1];
    }

    public int rowAt(int position) {
        return rows[position];
    }

    /** The least distance from the point to any point of the block. */
    public double blockDistanceKm(int block, double latitude, double longitude) {
        double south = block / LONGITUDE_BLOCKS * (double) CELLS_PER_BLOCK_SIDE / CELLS_PER_DEGREE - 90;
        double west = block % LONGITUDE_BLOCKS * (double) CELLS_PER_BLOCK_SIDE / CELLS_PER_DEGREE - 180;
        double side = (double) CELLS_PER_BLOCK_SIDE / CELLS_PER_DEGREE;
        return leastDistanceKm(latitude, longitude, south, south + side, west, west + side);
    }

    /** The least distance from the point to any point of the cell. */
    public double cellDistanceKm(int cell, double latitude, double longitude) {
        int block = blockOf(cell);
        int inBlock = cell % CELLS_PER_BLOCK;
        int latitudeCell = block / LONGITUDE_BLOCKS * CELLS_PER_BLOCK_SIDE + inBlock / CELLS_PER_BLOCK_SIDE;
        int longitudeCell = block % LONGITUDE_BLOCKS * CELLS_PER_BLOCK_SIDE + inBlock % CELLS_PER_BLOCK_SIDE;
        double south = latitudeCell / (double) CELLS_PER_DEGREE - 90;
        double west = longitudeCell / (double) CELLS_PER_DEGREE - 180;
        double side = 1.0 / CELLS_PER_DEGREE;
        return leastDistanceKm(latitude, longitude, south, south + side, west, west + side);
    }

    /**
     * The least great-circle distance from a point to a box of latitudes and longitudes. For each latitude of the
     * box, the distance grows with the difference in longitude, so the nearest point lies on the box's meridian
     * nearest in longitude (or on the point's own meridian where the box spans it): on that meridian, at the
     * latitude where the great circle through the point meets it at a right angle, held within the box.
     */
    static double leastDistanceKm(double latitude, double longitude, double south, double north, double west,
                                  double east) {
        double clampedLatitude = Math.max(south, Math.min(north, latitude));
        if (longitude >= west && longitude <= east) {
            return Math.abs(latitude - clampedLatitude) * Math.PI / 180 * GreatCircle.EARTH_RADIUS_KM;
        }
        double toWest = longitudeGap(longitude, west);
        double toEast = longitudeGap(longitude, east);
        double edge = toWest <= toEast ? west : east;
        double gap = Math.min(toWest, toEast);
        if (gap >= 90) {
            return Math.min(GreatCircle.distanceKm(latitude, longitude, south, edge),
                    GreatCircle.distanceKm(latitude, longitude, north, edge));
        }
        double nearest = Math.toDegrees(Math.atan(Math.tan(Math.toRadians(latitude)) / Math.cos(Math.toRadians(gap))));
        double onEdge = Math.max(south, Math.min(north, nearest));
        return GreatCircle.distanceKm(latitude, longitude, onEdge, edge);
    }

    /** The difference in longitude between two meridians, 0 to 180 degrees. */
    private static double longitudeGap(double a, double b) {
        double gap = Math.abs(a - b) % 360;
        return gap > 180 ? 360 - gap : gap;
    }

    long sizeInBytes() {
        return 4L * (rows.length + cellStarts.length + blockFirstRows.length);
    }
}
