package dev.geolookup.search.plan;

import dev.geolookup.search.index.GridArea;
import dev.geolookup.search.index.RankGrid;
import dev.geolookup.search.index.RowScorer;
import dev.geolookup.search.index.SearchIndex;
import dev.geolookup.search.rows.BoundHeap;
import dev.geolookup.search.rows.RowSpan;
import dev.geolookup.search.rows.RowWalk;

import dev.geolookup.readmodel.BestRows;

import java.util.Arrays;
import java.util.BitSet;
import java.util.function.IntPredicate;

/**
 * One walk over the {@link RankGrid} for the rows of one kind of match, in the order of the best score each place
 * could still reach: a block's or cell's most populous row at its least distance from the focus (no distance
 * without one), with the most text that kind of match can earn and the largest kind bonus; then, within a cell, the
 * rows holding the query's grams for that kind ({@link SearchIndex#gridWalk}) in rank order. Every row read is
 * scored; once the best rows are full and nothing left can reach the worst of them, the walk is over, and exact for
 * that kind. With an area's cells, it keeps to them.
 * <p>
 * A block holding few rows with the grams has them read when it comes up and only the cells holding some are
 * pushed, so a rare query opens no cell in vain; a block holding more has its cells pushed to be opened one by one.
 */
final class GridWalk {

    private final SearchIndex index;
    private final RowScorer scorer;
    private final IntPredicate accepted;
    private final BestRows best;
    private final SearchIndex.GridGrams grams;
    private final double textBound;
    private final int maxRead;
    private final RankGrid grid;
    private final BoundHeap heap = new BoundHeap();
    private final boolean focused;
    private final double lat;
    private final double lng;
    /** The cells being read: their walks over the grams, and the row each has read but not yet offered. */
    private RowWalk[] cellWalks = new RowWalk[64];
    private int[] pendingRows = new int[64];
    private int cellsOpened;
    private int read;
    private final int[] gathered;
    /** The cells of the area searched, and their blocks; null for no area to keep to. */
    private final BitSet areaCells;
    private final BitSet areaBlocks;

    /**
     * @param textBound     the most text a row of the walk's kind can earn
     * @param cells         the cells of the area to keep to; null for none
     * @param maxRead       how many rows holding the grams the walk may read before it gives up
     * @param blockGathered a block holding at most this many rows with the grams has them read when it comes up
     */
    GridWalk(SearchIndex index, RowScorer scorer, IntPredicate accepted, BestRows best,
             SearchIndex.GridGrams grams, double textBound, GridArea cells, int maxRead, int blockGathered) {
        this.index = index;
        this.scorer = scorer;
        this.accepted = accepted;
        this.best = best;
        this.grams = grams;
        this.textBound = textBound;
        this.maxRead = maxRead;
        this.grid = index.grid();
        this.gathered = new int[blockGathered];
        this.focused = scorer.bias() > 0;
        this.lat = focused ? scorer.focus().point().latitude() : 0;
        this.lng = focused ? scorer.focus().point().longitude() : 0;
        if (cells == null) {
            areaCells = null;
            areaBlocks = null;
            return;
        }
        areaCells = new BitSet();
        areaBlocks = new BitSet();
        for (int i = 0; i < cells.cellCount(); i++) {
            areaCells.set(cells.cell(i));
            areaBlocks.set(RankGrid.blockOf(cells.cell(i)));
        }
    }

    /**
     * True when the walk is over; false once it read more than its rows (a filter that passes few of them near the
     * focus), with the rows offered so far kept. Heap entries: a block (id -1 - block), a cell not opened yet (id the
     * cell, position -1), or a cell being read (id the cell, position its index in cellWalks).
     */
    boolean run() {
        for (int block = 0; block < grid.blocks(); block++) {
            int firstRow = grid.blockFirstRow(block);
            if (firstRow >= 0 && (areaBlocks == null || areaBlocks.get(block))) {
                double km = focused ? Math.max(0, grid.blockDistanceKm(block, lat, lng) - RankGrid.ROUNDING_KM) : 0;
                heap.push(bound(firstRow, km), -1 - block, -1, km);
            }
        }
        while (!heap.isEmpty()) {
            if (best.isFull() && !best.mayTake(heap.topBound())) {
                return true;
            }
            int id = heap.topId();
            int opened = heap.topPosition();
            double km = heap.topDistanceKm();
            heap.pop();
            if (id < 0) {
                pushCells(-1 - id);
            } else if (!readCell(id, opened, km)) {
                return false;
            }
        }
        return true;
    }

    private boolean inArea(int cell) {
        return areaCells == null || areaCells.get(cell);
    }

    private double cellKm(int cell) {
        return focused ? Math.max(0, grid.cellDistanceKm(cell, lat, lng) - RankGrid.ROUNDING_KM) : 0;
    }

    private void pushCells(int block) {
        int first = RankGrid.firstCellOf(block);
        int last = first + RankGrid.CELLS_PER_BLOCK - 1;
        RowWalk walk = index.gridWalk(grams, grid.cellStart(first), grid.cellEnd(last));
        int count = 0;
        while (count < gathered.length && walk.hasNext()) {
            gathered[count++] = walk.next();
        }
        if (walk.hasNext()) {
            for (int cell = first; cell <= last; cell++) {
                int start = grid.cellStart(cell);
                if (start < grid.cellEnd(cell) && inArea(cell)) {
                    double km = cellKm(cell);
                    heap.push(bound(grid.rowAt(start), km), cell, -1, km);
                }
            }
            return;
        }
        int[] positions = Arrays.copyOf(gathered, count);
        int cell = first;
        for (int from = 0, to; from < count; from = to) {
            while (grid.cellEnd(cell) <= positions[from]) {
                cell++;
            }
            to = from + 1;
            while (to < count && positions[to] < grid.cellEnd(cell)) {
                to++;
            }
            if (!inArea(cell)) {
                continue;
            }
            double km = cellKm(cell);
            int slot = open(RowSpan.slice(positions, from + 1, to).walk());
            pendingRows[slot] = grid.rowAt(positions[from]);
            heap.push(bound(pendingRows[slot], km), cell, slot, km);
        }
    }

    /** Reads a cell's rows while they beat every other place's bound; false once too many were read. */
    private boolean readCell(int cell, int opened, double km) {
        RowWalk walk;
        int row;
        if (opened < 0) {
            walk = index.gridWalk(grams, grid.cellStart(cell), grid.cellEnd(cell));
            if (!walk.hasNext()) {
                return true;
            }
            row = grid.rowAt(walk.next());
            opened = open(walk);
        } else {
            walk = cellWalks[opened];
            row = pendingRows[opened];
        }
        double next = heap.isEmpty() ? Double.NEGATIVE_INFINITY : heap.topBound();
        while (true) {
            double rowBound = bound(row, km);
            if (best.isFull() && !best.mayTake(rowBound)) {
                return true; // the cell's later rows are no more populous
            }
            if (rowBound < next) {
                pendingRows[opened] = row;
                heap.push(rowBound, cell, opened, km);
                return true;
            }
            if (++read > maxRead) {
                return false;
            }
            offer(row);
            if (!walk.hasNext()) {
                return true;
            }
            row = grid.rowAt(walk.next());
        }
    }

    private int open(RowWalk walk) {
        if (cellsOpened == cellWalks.length) {
            cellWalks = Arrays.copyOf(cellWalks, cellsOpened * 2);
            pendingRows = Arrays.copyOf(pendingRows, cellsOpened * 2);
        }
        cellWalks[cellsOpened] = walk;
        return cellsOpened++;
    }

    private void offer(int row) {
        if (!accepted.test(row) || (best.isFull() && !best.mayTake(scorer.rowBound(textBound, row)))
                || (!grams.exact() && !index.holds(row, scorer.needle()))) {
            return;
        }
        double score = scorer.score(row);
        if (score > Double.NEGATIVE_INFINITY) {
            best.offer(score, row);
        }
    }

    /** The most a row this populous, or any after it in the cell, can score at this distance or farther. */
    private double bound(int row, double km) {
        return scorer.bound(textBound, scorer.importanceCeiling(row), km);
    }
}
