package dev.geolookup.search.plan;

import dev.geolookup.search.index.GridArea;
import dev.geolookup.search.index.RowFilter;
import dev.geolookup.search.index.RowScorer;
import dev.geolookup.search.index.SearchArea;
import dev.geolookup.search.index.SearchIndex;
import dev.geolookup.search.rows.RowWalk;
import dev.geolookup.search.score.MatchKind;

import dev.geolookup.readmodel.BestRows;

import java.util.Arrays;
import java.util.function.IntPredicate;

/**
 * A name search that knows where the user is (a focus, weighed by a bias) or where to look (an area in the filter),
 * ranked by {@link dev.geolookup.search.score.SearchScore}. The plans, by what they read:
 * <ul>
 *     <li>an area touching few cells of the grid: its cells' n-gram lists, by {@link GridWalk}s kept to them;</li>
 *     <li>a rare query near a focus: every row holding it, each scored;</li>
 *     <li>a common one: the grid near the focus, one {@link GridWalk} per kind of match, best bound first (names
 *     equal to the query come from the name index and are each scored);</li>
 *     <li>where a walk gives up (a filter that keeps few rows near the focus), or an area is too large for its cells:
 *     a small circle's rows each scored, else the rows holding the query in rank order, each scored, until no later
 *     one can enter.</li>
 * </ul>
 * Each plan is exact: it stops only where nothing left could beat the worst of the best rows kept.
 */
public final class LocatedSearch {

    /** An area holding more rows than this is searched by rank, filtering each row, instead of row by row. */
    static final int AREA_ROWS = 50_000;
    /** An area touching at most this many cells of the grid is searched for text by its cells' n-gram lists. */
    static final int AREA_CELLS = 2_500;

    /**
     * The numbers that choose the way of a search.
     *
     * @param fewRows       candidate rows up to this many are each scored; a query held by more is read from the grid
     * @param gridRows      how many rows holding the query's grams a walk over the grid may read before it gives up
     * @param blockGathered a block holding at most this many rows with the query's grams has them read when it comes
     *                      up; a block holding more has its cells opened one by one
     */
    public record Limits(int fewRows, int gridRows, int blockGathered) {

        static final Limits DEFAULT = new Limits(5_000, 30_000, 256);
    }

    private final SearchIndex index;
    private final byte[] needle;
    private final RowFilter filter;
    private final IntPredicate accepted;
    private final RowScorer scorer;
    private final Limits limits;

    LocatedSearch(SearchIndex index, RowFilter filter, RowScorer scorer, Limits limits) {
        this.index = index;
        this.needle = scorer.needle();
        this.filter = filter;
        this.accepted = index.accepted(filter);
        this.scorer = scorer;
        this.limits = limits;
    }

    /** Offers the best rows to best. */
    void offerTo(BestRows best) {
        if (filter.area() != null) {
            GridArea cells = GridArea.of(filter.area());
            if ((cells.cellCount() <= AREA_CELLS && walkByKind(best, cells)) || offerArea(best)) {
                return;
            }
            offerInRankOrder(best);
            return;
        }
        SearchIndex.CandidateRows candidates = index.candidates(needle, filter);
        if (candidates.atMost() <= limits.fewRows() || !walkByKind(best, null)) {
            // Few candidates, or the walk gave up with the rows it read offered: rank order finishes the search.
            offerInRankOrder(best);
        }
    }

    /**
     * One walk per kind of match, best kind first, so that each later walk, whose rows can earn less text, stops
     * sooner; in population order, one walk over every row holding the query. False where a walk gave up.
     */
    private boolean walkByKind(BestRows best, GridArea cells) {
        offerLikeliest(best, cells);
        if (!scorer.byRelevance()) {
            return walk(best, cells, MatchKind.CONTAINS, 0);
        }
        index.forEachNamed(needle, row -> {
            if (accepted.test(row)) {
                best.offer(scorer.score(row), row);
            }
        });
        for (MatchKind kind : new MatchKind[] {MatchKind.STARTS_WITH, MatchKind.WORD_STARTS_WITH, MatchKind.CONTAINS}) {
            if (!walk(best, cells, kind, scorer.textBound(kind))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Offers the best rows of the search without its focus, which the index finds at little cost: where they are
     * near enough, they raise the worst of the best kept early, so that the walks stop sooner. Without an area only;
     * an area's own rows are the walk's to find.
     */
    private void offerLikeliest(BestRows best, GridArea cells) {
        if (cells != null) {
            return;
        }
        int limit = best.capacity();
        int[] rows;
        if (scorer.byRelevance()) {
            BestRows likeliest = new BestRows(limit);
            new NameSearch(index, needle, filter, scorer.withoutFocus(), false).offerTo(likeliest, limit);
            rows = likeliest.sorted();
        } else {
            rows = index.inRankOrder(needle, filter, limit);
        }
        for (int row : rows) {
            best.offer(scorer.score(row), row);
        }
    }

    private boolean walk(BestRows best, GridArea cells, MatchKind kind, double textBound) {
        SearchIndex.GridGrams grams = index.gridGrams(needle, kind);
        if (grams == null) {
            return true; // no key holds one of the grams
        }
        return new GridWalk(index, scorer, accepted, best, grams, textBound, cells, limits.gridRows(),
                limits.blockGathered()).run();
    }

    /**
     * The rows holding the query in rank order, each scored, until no later one (no more populous) can enter even
     * with the most text and the least distance.
     */
    private void offerInRankOrder(BestRows best) {
        RowWalk walk = index.candidates(needle, filter).walk();
        double text = scorer.anyTextBound();
        while (walk.hasNext()) {
            int row = walk.next();
            if (best.isFull() && !best.mayTake(scorer.bound(text, scorer.importanceCeiling(row), 0))) {
                return;
            }
            offer(best, row);
        }
    }

    /** Offers every row of a small area; false, having offered none, when the area holds too many rows for that. */
    private boolean offerArea(BestRows best) {
        SearchArea.Circle circle = filter.area().boundingCircle();
        if (circle == null) {
            return false;
        }
        int[][] rows = {new int[1024]};
        int[] count = {0};
        boolean complete = index.forEachWithin(circle.centre().latitude(), circle.centre().longitude(),
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
        double text = scorer.anyTextBound();
        for (int row : inRankOrder) {
            if (best.mayTake(scorer.bound(text, scorer.importanceCeiling(row), 0))) {
                offer(best, row);
            }
        }
        return true;
    }

    private void offer(BestRows best, int row) {
        if (!accepted.test(row) || (best.isFull() && !best.mayTake(scorer.rowBound(scorer.anyTextBound(), row)))
                || !index.holds(row, needle)) {
            return;
        }
        double score = scorer.score(row);
        if (score > Double.NEGATIVE_INFINITY) {
            best.offer(score, row);
        }
    }
}
