package dev.geolookup.search.plan;

import dev.geolookup.search.index.RowFilter;
import dev.geolookup.search.index.RowScorer;
import dev.geolookup.search.index.SearchIndex;
import dev.geolookup.search.rows.RowWalk;
import dev.geolookup.search.score.MatchKind;

import dev.geolookup.readmodel.BestRows;

import java.util.function.IntPredicate;

/**
 * A search by relevance without a focus: the best rows by {@link dev.geolookup.search.score.SearchScore} among those
 * holding the query.
 * <p>
 * The name indexes give every row whose name, or a word of it, starts with the query, each at a bound of its score
 * (the most text its kind of match can earn, and its importance); the candidates with the highest bounds are scored
 * in that order until the next bound cannot beat the worst of the best kept, and where the candidates ran out first,
 * more are read. Rows holding the query only inside a word can earn little text: they are met in rank order (the
 * n-gram index), and the walk stops where no later row's importance is enough to enter.
 */
final class NameSearch {

    /** Candidates read at first, per result asked for, and besides. */
    private static final int CANDIDATES_PER_RESULT = 2;
    private static final int EXTRA_CANDIDATES = 16;

    private final SearchIndex index;
    private final byte[] needle;
    private final RowFilter filter;
    private final IntPredicate accepted;
    private final RowScorer scorer;
    private final boolean wordStartsOnly;

    NameSearch(SearchIndex index, byte[] needle, RowFilter filter, RowScorer scorer, boolean wordStartsOnly) {
        this.index = index;
        this.needle = needle;
        this.filter = filter;
        this.accepted = index.accepted(filter);
        this.scorer = scorer;
        this.wordStartsOnly = wordStartsOnly;
    }

    /** Offers the best rows holding the query to best, which holds as many as are asked for. */
    void offerTo(BestRows best, int limit) {
        for (int wanted = CANDIDATES_PER_RESULT * limit + EXTRA_CANDIDATES; ; wanted *= 4) {
            BestRows candidates = new BestRows(wanted);
            index.offerIndexedBounds(needle, candidates, accepted, scorer);
            boolean all = !candidates.isFull();
            double[] bounds = new double[wanted];
            int[] rows = candidates.drain(bounds);
            boolean settled = all;
            for (int i = 0; i < rows.length; i++) {
                if (best.isFull() && !best.mayTake(bounds[i])) {
                    settled = true;
                    break;
                }
                best.offer(scorer.score(rows[i]), rows[i]);
            }
            if (settled) {
                break;
            }
        }
        if (!wordStartsOnly) {
            offerContaining(best);
        }
    }

    /** The rows holding the query inside a word, in rank order, while a later row could still enter. */
    private void offerContaining(BestRows best) {
        double text = scorer.textBound(MatchKind.CONTAINS);
        RowWalk walk = index.candidates(needle, filter).walk();
        while (walk.hasNext()) {
            int row = walk.next();
            if (best.isFull() && !best.mayTake(text + scorer.importanceCeiling(row))) {
                return;
            }
            if (best.mayTake(text + scorer.importance(row)) && accepted.test(row) && index.holds(row, needle)) {
                best.offer(scorer.score(row), row);
            }
        }
    }
}
