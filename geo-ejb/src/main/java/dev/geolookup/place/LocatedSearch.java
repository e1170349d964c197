package dev.geolookup.place;

import dev.geolookup.api.place.SearchFocus;
import dev.geolookup.api.place.SearchOrder;
import dev.geolookup.spatial.GreatCircle;
import dev.geolookup.spatial.NearestNeighbourIndex;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.IntPredicate;
import java.util.stream.IntStream;

/**
 * A name search that knows where the user is (a focus, weighed by a bias) or where to look (an area in the filter).
 * By relevance the match tier still comes first; within a tier, and across all matches when ranked by population,
 * a row's score weighs its population against its distance from the focus:
 * <pre>score = (1 - bias) * log10(1 + population) - bias * {@value #DISTANCE_WEIGHT} * log10(1 + km / {@value #DISTANCE_SCALE_KM})</pre>
 * At bias 0 that is the population order of a search without a focus, at 1 the distance order; at the default 0.5 a
 * place ten times farther away needs about a hundred times the population to rank the same (docs/API.md).
 * <p>
 * The candidates are all rows holding the query inside the area when the area holds few rows, or all rows holding
 * the query when the name is rare. A common short query ("sa") holds millions of rows; its candidates are the best
 * by population and the nearest to the focus, as many as it takes to prove that no other row scores better, up to
 * a bound past which the best of them is the answer.
 */
final class LocatedSearch {

    static final double DISTANCE_WEIGHT = 2;
    static final double DISTANCE_SCALE_KM = 50;
    /** Candidate rows up to this many are each scored: beyond, only the best by population and the nearest are. */
    static final int SCORED_ROWS = 200_000;
    /** An area holding more rows than this is searched by rank, filtering each row, instead of row by row. */
    static final int AREA_ROWS = 200_000;
    /** How many rows the nearest-first walk may test for the query when it is common, before it gives up. */
    static final int NEAREST_TESTED = 100_000;
    /** Of a common query, first this many best by population and this many nearest are scored ... */
    static final int COMMON_QUERY_CANDIDATES = 100;
    /** ... four times as many while that does not prove the answer, up to this many: the answer then stands. */
    static final int MOST_COMMON_QUERY_CANDIDATES = 6400;

    private final GazetteerView gazetteer;
    private final String folded;
    private final byte[] needle;
    private final RowFilter filter;
    private final IntPredicate accepted;
    private final SearchFocus focus;
    private final SearchOrder order;
    private final boolean byTier;
    private final int scoredRows;

    /** @param focus null for none: rows then rank by tier and population alone */
    LocatedSearch(GazetteerView gazetteer, String foldedQuery, RowFilter filter, SearchFocus focus,
                  SearchOrder order) {
        this(gazetteer, foldedQuery, filter, focus, order, SCORED_ROWS);
    }

    /** As the other constructor, with the number of candidate rows up to which each is scored; for the tests. */
    LocatedSearch(GazetteerView gazetteer, String foldedQuery, RowFilter filter, SearchFocus focus,
                  SearchOrder order, int scoredRows) {
        this.scoredRows = scoredRows;
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
        if (filter.area() != null && offerArea(best)) {
            return best.sorted();
        }
        if (focus == null || focus.bias() == 0) {
            // Rank order is the answer: the index search is exact, and filtering by area as it goes is cheap once
            // the area holds many rows.
            return gazetteer.search(folded, filter, limit, order, false);
        }
        GazetteerView.CandidateRows candidates = gazetteer.candidates(needle, filter);
        if (candidates.atMost() <= scoredRows) {
            RowWalk walk = candidates.walk();
            while (walk.hasNext()) {
                offer(best, walk.next());
            }
            return best.sorted();
        }
        return commonQueryRanked(limit);
    }

    /**
     * The best rows of a query too common to score row by row, from two lists that are each in an order the score
     * falls along: the best by tier and population, and the nearest. A row in neither scores at most what the last
     * of each allows (Fagin's threshold algorithm); while the rows found do not beat that bound, both lists grow.
     */
    private int[] commonQueryRanked(int limit) {
        for (int candidates = COMMON_QUERY_CANDIDATES; ; candidates *= 4) {
            int[] byRank = gazetteer.search(folded, filter, candidates, order, false);
            NearestNeighbourIndex.Neighbours nearest = gazetteer.nearest(focus.point().latitude(),
                    focus.point().longitude(), candidates, row -> accepted.test(row) && gazetteer.holds(row, needle),
                    NEAREST_TESTED);
            BestRows best = new BestRows(limit);
            IntStream.concat(IntStream.of(byRank), IntStream.of(nearest.points())).distinct()
                    .forEach(row -> offer(best, row));
            boolean everyMatchSeen = byRank.length < candidates
                    || (nearest.complete() && nearest.size() < candidates);
            if (everyMatchSeen || best.size() == 0 || candidates >= MOST_COMMON_QUERY_CANDIDATES
                    || beatsEveryUnseenRow(best, byRank[byRank.length - 1], nearest, candidates)) {
                return best.sorted();
            }
        }
    }

    /**
     * Whether the worst row kept beats every row in neither list: such a row ranks after the last by tier and
     * population, so it is in a worse tier or no more populous, and it lies no nearer than the last of the nearest
     * (when that walk was complete; else at any distance).
     */
    private boolean beatsEveryUnseenRow(BestRows best, int lastByRank, NearestNeighbourIndex.Neighbours nearest,
                                        int candidates) {
        int lastTier = byTier ? gazetteer.matchTier(lastByRank, needle) : 0;
        if (best.worstTier() != lastTier) {
            return best.worstTier() < lastTier;
        }
        double nearness = nearest.complete() && nearest.size() == candidates
                ? nearness(nearest.distancesKm()[candidates - 1]) : 0;
        double bound = (1 - focus.bias()) * Math.log10(1 + gazetteer.population(lastByRank)) + focus.bias() * nearness;
        return best.worstScore() > bound;
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
        double score = score(row);
        if (!best.wouldTake(0, score, row)) {
            return;
        }
        int tier = byTier ? gazetteer.matchTier(row, needle) : 0;
        best.offer(tier, score, row);
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
