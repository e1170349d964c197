package dev.geolookup.place;

import dev.geolookup.api.place.SearchFocus;
import dev.geolookup.api.place.SearchOrder;
import dev.geolookup.spatial.GreatCircle;
import dev.geolookup.spatial.NearestNeighbourIndex;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.BitSet;
import java.util.function.IntPredicate;

/**
 * A name search that knows where the user is (a focus, weighed by a bias) or where to look (an area in the filter).
 * By relevance the match tier still comes first; within a tier, and across all matches when ranked by population,
 * a row's score weighs its population against its distance from the focus:
 * <pre>score = (1 - bias) * log10(1 + population) - bias * {@value #DISTANCE_WEIGHT} * log10(1 + km / {@value #DISTANCE_SCALE_KM})</pre>
 * At bias 0 that is the population order of a search without a focus, at 1 the distance order; at the default 0.5 a
 * place ten times farther away needs about a hundred times the population to rank the same (docs/API.md).
 * <p>
 * An area touching few cells of the grid is read from their n-gram lists: without a focus tier by tier in rank
 * order ({@link #offerAreaByTier}), with one by the walk below kept to those cells. Otherwise the candidates are all
 * rows holding the query inside the area when the area holds few rows, or all rows holding the query when the name
 * is rare. A query held by more rows is read from the grid near the focus, best bound first
 * ({@link #queryNearby}); where that walk meets too many rows a filter refuses, a common query's candidates are the
 * best by population, the nearest to the focus, and the rows near enough to beat them ({@link #commonQueryRanked}).
 */
final class LocatedSearch {

    static final double DISTANCE_WEIGHT = 2;
    static final double DISTANCE_SCALE_KM = 50;
    /** An area holding more rows than this is searched by rank, filtering each row, instead of row by row. */
    static final int AREA_ROWS = 50_000;
    /** An area touching at most this many cells of the grid is searched for text by its cells' n-gram lists. */
    static final int AREA_CELLS = 2_500;
    /** How many rows the nearest-first walk may test for the query when it is common, before it gives up. */
    static final int NEAREST_TESTED = 20_000;
    /** The rows of a common query's radius (see commonQueryRanked) are read while they are at most this many. */
    static final int RADIUS_ROWS = 50_000;
    /** Of a common query, first this many best by tier and population and this many nearest are scored ... */
    static final int COMMON_QUERY_CANDIDATES = 100;
    /** ... then four times as many best while their radius holds too many rows, up to this many (the relevance
     * search costs more than linearly in its limit). */
    static final int MOST_COMMON_QUERY_CANDIDATES = 400;

    /**
     * The numbers that choose the way of a search ({@link #ranked}).
     *
     * @param fewRows       candidate rows up to this many are each scored; a query held by more is read from the grid
     *                      near the focus
     * @param scoredRows    where the grid walk gives up, candidate rows up to this many are each scored; more take
     *                      commonQueryRanked
     * @param gridRows      how many rows holding the query's grams the walk over the grid may read before it gives up
     * @param blockGathered a block holding at most this many rows with the query's grams has them read when it comes
     *                      up; a block holding more has its cells opened one by one
     */
    record Limits(int fewRows, int scoredRows, int gridRows, int blockGathered) {

        static final Limits DEFAULT = new Limits(5_000, 50_000, 30_000, 256);
    }

    private final GazetteerView gazetteer;
    private final String folded;
    private final byte[] needle;
    private final RowFilter filter;
    private final IntPredicate accepted;
    private final SearchFocus focus;
    private final SearchOrder order;
    private final boolean byTier;
    private final Limits limits;

    /** @param focus null for none: rows then rank by tier and population alone */
    LocatedSearch(GazetteerView gazetteer, String foldedQuery, RowFilter filter, SearchFocus focus,
                  SearchOrder order) {
        this(gazetteer, foldedQuery, filter, focus, order, Limits.DEFAULT);
    }

    /** As the other constructor, with other limits than the default; for the tests. */
    LocatedSearch(GazetteerView gazetteer, String foldedQuery, RowFilter filter, SearchFocus focus,
                  SearchOrder order, Limits limits) {
        this.limits = limits;
        this.gazetteer = gazetteer;
        this.folded = foldedQuery;
        this.needle = foldedQuery.getBytes(StandardCharsets.UTF_8);
        this.filter = filter;
        this.accepted = gazetteer.accepted(filter);
        this.focus = focus;
        this.order = order;
        this.byTier = order == SearchOrder.RELEVANCE && needle.length > 0;
    }

    /** The rows found and, with a focus, their distances from it (else null). */
    record Found(int[] rows, double[] distancesKm) {
    }

    Found search(int limit, boolean fuzzy) {
        int[] rows = ranked(limit);
        if (fuzzy) {
            rows = gazetteer.withNearlyMatching(rows, folded, limit, accepted);
        }
        return new Found(rows, focus == null ? null : distancesOf(rows));
    }

    private int[] ranked(int limit) {
        BestRows best = new BestRows(limit);
        if (filter.area() != null) {
            GridArea cells = GridArea.of(filter.area());
            boolean byCells = cells.cellCount() <= AREA_CELLS;
            boolean unfocused = focus == null || focus.bias() == 0;
            if (byCells && unfocused && needle.length > 0) {
                offerAreaByTier(best, cells);
                return best.sorted();
            }
            // Where the walk over the area's cells gives up, the rows it offered stay, and the area's rows finish.
            if (byCells && !unfocused && queryNearby(best, limit, cells)) {
                return best.sorted();
            }
            boolean byRank = unfocused && needle.length > 0 && rankOrderReadsLess(cells, limit);
            if (!byRank && offerArea(best)) {
                return best.sorted();
            }
        }
        if (focus == null || focus.bias() == 0) {
            // Rank order is the answer: the index search is exact, and filtering by area as it goes is cheap once
            // the area holds many rows.
            return gazetteer.search(folded, filter, limit, order, false);
        }
        GazetteerView.CandidateRows candidates = gazetteer.candidates(needle, filter);
        if (candidates.atMost() > limits.fewRows() && queryNearby(best, limit, null)) {
            return best.sorted();
        }
        // Few candidates, or the walk gave up with the rows it read offered: the other ways finish the search.
        if (candidates.atMost() <= limits.scoredRows()) {
            offerEach(best, candidates.walk());
            return best.sorted();
        }
        return commonQueryRanked(best);
    }

    /** Offers the candidates one by one in rank order, until no later one can enter. */
    private void offerEach(BestRows best, RowWalk walk) {
        while (walk.hasNext()) {
            int row = walk.next();
            if (nothingLaterCanEnter(best, row)) {
                break;
            }
            offer(best, row);
        }
    }

    /**
     * The best rows of a query with more candidates than are cheap to score one by one, read from the grid in the
     * order of the best score each place could reach ({@link RankGrid}): a block's or cell's most populous row at
     * its least distance from the focus, then, within a cell, the rows holding the query's grams
     * ({@link GazetteerView#gridWalk}) in rank order. Once the best rows are known and nothing left can reach the
     * worst of them, they are the answer. By relevance, the first rows in tier order say which tier the answer ends
     * in: the rows of better tiers are all among them, and the walk looks for the rest in that tier alone, through
     * the grams of the start of a name or of a word where the tier is about one ({@link GazetteerView#gridGrams});
     * where that is the first tier (names equal to the query), its rows are read from the name index instead. With
     * an area's cells, the first rows are the area's and the walk keeps to them. False, with the rows offered so far
     * kept, where the walk met more than {@link Limits#gridRows} rows holding the grams (a filter that passes few of
     * them near the focus): the other ways then finish the search.
     */
    private boolean queryNearby(BestRows best, int limit, GridArea cells) {
        int walkTier = 0;
        if (byTier) {
            int[] first = cells == null ? gazetteer.search(folded, filter, limit, order, false)
                    : rankedInArea(cells, limit);
            if (first.length < limit) {
                for (int row : first) {
                    offer(best, row); // every match is in the list
                }
                return true;
            }
            walkTier = gazetteer.matchTier(first[first.length - 1], needle);
            if (walkTier == 0) {
                // The answer is all of names equal to the query, which are few however common the query: score each.
                gazetteer.forEachNamed(needle, row -> offer(best, row));
                return true;
            }
            for (int row : first) {
                if (gazetteer.matchTier(row, needle) < walkTier) {
                    offer(best, row);
                }
            }
        }
        GazetteerView.GridGrams grams = gazetteer.gridGrams(needle, walkTier);
        if (grams == null) {
            return true; // no key holds one of the query's grams
        }
        return new GridWalk(best, walkTier, grams, cells).run();
    }

    /** The first rows by tier and rank in the area, as a search without a focus ranks them. */
    private int[] rankedInArea(GridArea cells, int limit) {
        BestRows first = new BestRows(limit);
        offerAreaByTier(first, cells);
        return first.sorted();
    }

    /** One walk over the grid; see {@link #queryNearby}. */
    private final class GridWalk {

        private final BestRows best;
        private final int walkTier;
        private final GazetteerView.GridGrams grams;
        private final RankGrid grid = gazetteer.grid();
        private final BoundHeap heap = new BoundHeap();
        private final double lat = focus.point().latitude();
        private final double lng = focus.point().longitude();
        /** The cells being read: their walks over the grams, and the row each has read but not yet offered. */
        private RowWalk[] cellWalks = new RowWalk[64];
        private int[] pendingRows = new int[64];
        private int cellsOpened;
        private int read;
        private final int[] gathered = new int[limits.blockGathered()];
        /** The cells of the area searched, and their blocks; null for no area to keep to. */
        private final BitSet areaCells;
        private final BitSet areaBlocks;

        /** @param cells the cells of the area to keep to; null for none */
        GridWalk(BestRows best, int walkTier, GazetteerView.GridGrams grams, GridArea cells) {
            this.best = best;
            this.walkTier = walkTier;
            this.grams = grams;
            if (cells == null) {
                areaCells = null;
                areaBlocks = null;
                return;
            }
            areaCells = new BitSet();
            areaBlocks = new BitSet();
            for (int index = 0; index < cells.cellCount(); index++) {
                areaCells.set(cells.cell(index));
                areaBlocks.set(RankGrid.blockOf(cells.cell(index)));
            }
        }

        private boolean inArea(int cell) {
            return areaCells == null || areaCells.get(cell);
        }

        /**
         * Heap entries: a block (id -1 - block), a cell not opened yet (id the cell, position -1), or a cell being
         * read (id the cell, position its index in cellWalks).
         */
        boolean run() {
            for (int block = 0; block < grid.blocks(); block++) {
                int firstRow = grid.blockFirstRow(block);
                if (firstRow >= 0 && (areaBlocks == null || areaBlocks.get(block))) {
                    double km = Math.max(0, grid.blockDistanceKm(block, lat, lng) - RankGrid.ROUNDING_KM);
                    heap.push(bound(firstRow, km), -1 - block, -1, km);
                }
            }
            while (!heap.isEmpty()) {
                if (best.isFull() && !best.wouldTake(walkTier, heap.topBound(), -1)) {
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

        /**
         * Pushes the block's cells. Where the block holds few rows with the grams, they are read at once, and only
         * the cells holding some are pushed, each at its first: a rare query opens no cell in vain. Otherwise every
         * cell is pushed at the bound of its first row, to be opened when it comes up.
         */
        private void pushCells(int block) {
            int first = RankGrid.firstCellOf(block);
            int last = first + RankGrid.CELLS_PER_BLOCK - 1;
            RowWalk walk = gazetteer.gridWalk(grams, grid.cellStart(first), grid.cellEnd(last));
            int count = 0;
            while (count < gathered.length && walk.hasNext()) {
                gathered[count++] = walk.next();
            }
            if (walk.hasNext()) {
                for (int cell = first; cell <= last; cell++) {
                    int start = grid.cellStart(cell);
                    if (start < grid.cellEnd(cell) && inArea(cell)) {
                        double km = Math.max(0, grid.cellDistanceKm(cell, lat, lng) - RankGrid.ROUNDING_KM);
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
                double km = Math.max(0, grid.cellDistanceKm(cell, lat, lng) - RankGrid.ROUNDING_KM);
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
                walk = gazetteer.gridWalk(grams, grid.cellStart(cell), grid.cellEnd(cell));
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
                if (best.isFull() && !best.wouldTake(walkTier, rowBound, row)) {
                    return true; // the cell's later rows are no more populous
                }
                if (rowBound < next) {
                    pendingRows[opened] = row;
                    heap.push(rowBound, cell, opened, km);
                    return true;
                }
                if (++read > limits.gridRows()) {
                    return false;
                }
                offerOfTier(row);
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

        /** Offers a row holding the grams if it holds the query in the walk's tier: better tiers are offered
         * already, worse never enter. */
        private void offerOfTier(int row) {
            if (accepted.test(row) && matchesWalkedTier(row, grams, walkTier)) {
                best.offer(walkTier, score(row), row);
            }
        }
    }

    /**
     * Whether a row read through the grams holds the query in the tier (by relevance; at all otherwise), told as
     * cheaply as the grams allow. A row of a better tier may pass: the walks that ask have such rows kept already,
     * and a row offered again is kept once.
     */
    private boolean matchesWalkedTier(int row, GazetteerView.GridGrams grams, int tier) {
        if (grams.exactTier() > FeatureNames.CONTAINS && !gazetteer.holds(row, needle)) {
            return false;
        }
        // A row that holds the query matches in the last tier or better; the grams may tell a better one.
        int known = Math.min(grams.exactTier(), FeatureNames.CONTAINS);
        return !byTier || known <= tier || gazetteer.matchTier(row, needle, tier) == tier;
    }

    /** The most a row of this population can score at this distance or farther. */
    private double bound(int row, double km) {
        double bias = focus.bias();
        return bias == 1 ? nearness(km) : (1 - bias) * Math.log10(1 + gazetteer.population(row)) + bias * nearness(km);
    }

    /**
     * The best rows of a query too common to score row by row. The best by tier and population are taken first,
     * with the nearest; a row in neither is in a worse tier or no more populous than the last of the first list, so
     * it can beat the worst row kept only from within a radius that follows from the score, and the rows within it
     * are read from the spatial index. While that radius holds too many rows, the first list grows, which shrinks
     * it; past a bound the best rows seen are the answer.
     */
    private int[] commonQueryRanked(BestRows best) {
        double lat = focus.point().latitude();
        double lng = focus.point().longitude();
        NearestNeighbourIndex.Neighbours nearest = gazetteer.nearest(lat, lng, COMMON_QUERY_CANDIDATES,
                row -> accepted.test(row) && gazetteer.holds(row, needle), NEAREST_TESTED);
        for (int row : nearest.points()) {
            offer(best, row);
        }
        for (int candidates = COMMON_QUERY_CANDIDATES; ; candidates *= 4) {
            int[] byRank = gazetteer.search(folded, filter, candidates, order, false);
            for (int row : byRank) {
                offer(best, row);
            }
            if (byRank.length < candidates) {
                return best.sorted(); // every match was in the list
            }
            int last = byRank[byRank.length - 1];
            int lastTier = byTier ? gazetteer.matchTier(last, needle) : 0;
            if (best.worstTier() < lastTier) {
                return best.sorted(); // every row not seen is in a worse tier
            }
            double radiusKm = radiusToBeat(best.worstScore(), gazetteer.population(last));
            boolean nearestAllSeen = nearest.complete() && (nearest.size() < COMMON_QUERY_CANDIDATES
                    || nearest.distancesKm()[nearest.size() - 1] >= radiusKm);
            if (nearestAllSeen || gazetteer.forEachWithin(lat, lng, radiusKm, RADIUS_ROWS, row -> offer(best, row))
                    || candidates >= MOST_COMMON_QUERY_CANDIDATES) {
                return best.sorted();
            }
        }
    }

    /**
     * How near a row no more populous than the given population must be to score at least the given score: where
     * (1 - bias) * log10(1 + population) + bias * nearness(km) reaches it. Zero where no distance is near enough.
     */
    private double radiusToBeat(double score, long population) {
        double bias = focus.bias();
        double nearnessNeeded = (score - (1 - bias) * Math.log10(1 + population)) / bias;
        if (nearnessNeeded > 0) {
            return 0;
        }
        return DISTANCE_SCALE_KM * (Math.pow(10, -nearnessNeeded / DISTANCE_WEIGHT) - 1);
    }

    /**
     * The best rows, in rank order within each tier, of an area without a focus: tier by tier, the rows of the
     * area's cells holding the grams of that tier ({@link GazetteerView#gridGrams}), merged in rank order, until no
     * later one can enter. The rows of better tiers are then all kept (else the best rows are full and the search is
     * over), so each tier's walk needs to tell only whether a row matches in its tier or a better one. Names equal
     * to the query are read from the name index.
     */
    private void offerAreaByTier(BestRows best, GridArea cells) {
        if (!byTier) {
            offerAreaRows(best, cells, FeatureNames.CONTAINS);
            return;
        }
        gazetteer.forEachNamed(needle, row -> {
            if (accepted.test(row)) {
                best.offer(FeatureNames.EQUAL, -row, row);
            }
        });
        for (int tier = FeatureNames.STARTS_WITH; tier <= FeatureNames.CONTAINS && !best.isFull(); tier++) {
            offerAreaRows(best, cells, tier);
        }
    }

    /**
     * Offers the rows of the cells that match in the tier (by relevance; any row holding the query otherwise), most
     * populous first across the cells, until the best rows are full and the next cannot enter.
     */
    private void offerAreaRows(BestRows best, GridArea cells, int tier) {
        GazetteerView.GridGrams grams = gazetteer.gridGrams(needle, tier);
        if (grams == null) {
            return; // no key holds one of the grams
        }
        RankGrid grid = gazetteer.grid();
        int offeredTier = byTier ? tier : 0;
        BoundHeap heap = new BoundHeap();
        RowWalk[] walks = new RowWalk[cells.cellCount()];
        for (int index = 0; index < walks.length; index++) {
            int cell = cells.cell(index);
            if (grid.cellStart(cell) < grid.cellEnd(cell)) {
                walks[index] = gazetteer.gridWalk(grams, grid.cellStart(cell), grid.cellEnd(cell));
                if (walks[index].hasNext()) {
                    heap.push(-grid.rowAt(walks[index].next()), index, 0, 0);
                }
            }
        }
        // Heap entries: the next row of a cell's walk, as the bound -row, so that the most populous comes first.
        while (!heap.isEmpty()) {
            int row = (int) -heap.topBound();
            int index = heap.topId();
            heap.pop();
            if (best.isFull() && !best.wouldTake(offeredTier, -row, row)) {
                return;
            }
            if (walks[index].hasNext()) {
                heap.push(-grid.rowAt(walks[index].next()), index, 0, 0);
            }
            if (accepted.test(row) && matchesWalkedTier(row, grams, tier)) {
                best.offer(offeredTier, -row, row);
            }
        }
    }

    /**
     * Whether the search in rank order, testing each candidate against the area, likely reads fewer rows than the
     * area holds: about as many as the limit times the share of all rows that the area holds, and never more than
     * the query's candidates. Where it does, a large area's rows are not read one by one.
     */
    private boolean rankOrderReadsLess(GridArea cells, int limit) {
        long inArea = Math.max(1, cells.rowsAtMost(gazetteer.grid()));
        long byRank = Math.min(gazetteer.candidates(needle, filter).atMost(), (long) limit * gazetteer.size() / inArea);
        return byRank < inArea;
    }

    /** Offers every row of a small area; false, having offered none, when the area holds too many rows for that. */
    private boolean offerArea(BestRows best) {
        SearchArea.Circle circle = filter.area().boundingCircle();
        if (circle == null) {
            return false;
        }
        int[][] rows = {new int[1024]};
        int[] count = {0};
        boolean complete = gazetteer.forEachWithin(circle.centre().latitude(), circle.centre().longitude(),
                circle.radiusKm(), AREA_ROWS, row -> {
                    if (count[0] == rows[0].length) {
                        rows[0] = Arrays.copyOf(rows[0], count[0] * 2);
                    }
                    rows[0][count[0]++] = row;
                });
        if (!complete) {
            return false;
        }
        // The tree gives rows in its own order; in rank order the first ones offered fill the best rows with the
        // likeliest answers, and the cheap checks settle the rest.
        int[] inRankOrder = Arrays.copyOf(rows[0], count[0]);
        Arrays.sort(inRankOrder);
        for (int row : inRankOrder) {
            offer(best, row);
        }
        return true;
    }

    private void offer(BestRows best, int row) {
        if (!accepted.test(row) || !gazetteer.holds(row, needle)) {
            return;
        }
        // The population's part of the score bounds it (nearness is never above 0): a row that cannot beat the
        // worst kept even at distance 0 can enter only through a better tier, and costs no distance.
        if (focus != null && focus.bias() > 0 && best.isFull()
                && !best.wouldTake(best.worstTier(), populationBound(row), row)) {
            int tier = byTier ? gazetteer.matchTier(row, needle, best.worstTier()) : 0;
            if (tier < best.worstTier()) {
                best.offer(tier, score(row), row);
            }
            return;
        }
        double score = score(row);
        if (!best.wouldTake(0, score, row)) {
            return;
        }
        int worstWanted = best.isFull() ? best.worstTier() : Integer.MAX_VALUE;
        best.offer(byTier ? gazetteer.matchTier(row, needle, worstWanted) : 0, score, row);
    }

    /**
     * Whether no row after this one in rank order can enter: they are no more populous, so none scores above this
     * one's bound, and by tier none can do better than the worst kept when that is the best tier.
     */
    private boolean nothingLaterCanEnter(BestRows best, int row) {
        return focus != null && focus.bias() > 0 && best.isFull() && best.worstTier() == 0
                && !best.wouldTake(0, populationBound(row), row);
    }

    /** The most a row of this population can score: its score at distance 0. */
    private double populationBound(int row) {
        return focus.bias() == 1 ? 0 : (1 - focus.bias()) * Math.log10(1 + gazetteer.population(row));
    }

    /** Higher is better; without a focus (or at bias 0) the rank order, which is population order. */
    private double score(int row) {
        if (focus == null || focus.bias() == 0) {
            return -row;
        }
        double bias = focus.bias();
        double nearness = nearness(distanceKm(row));
        return bias == 1 ? nearness : (1 - bias) * Math.log10(1 + gazetteer.population(row)) + bias * nearness;
    }

    private static double nearness(double km) {
        return -DISTANCE_WEIGHT * Math.log10(1 + km / DISTANCE_SCALE_KM);
    }

    private double distanceKm(int row) {
        return GreatCircle.distanceKm(focus.point().latitude(), focus.point().longitude(), gazetteer.latitude(row),
                gazetteer.longitude(row));
    }

    private double[] distancesOf(int[] rows) {
        double[] km = new double[rows.length];
        for (int i = 0; i < rows.length; i++) {
            km[i] = distanceKm(rows[i]);
        }
        return km;
    }
}
