package dev.geolookup.search.index;

import dev.geolookup.search.score.MatchKind;

import dev.geolookup.readmodel.BestRows;

import java.util.function.IntPredicate;
import java.util.function.ToDoubleFunction;

/**
 * The most important rows of a large range of a {@link RelevanceIndex}'s word starts (those starting with a short,
 * common query such as "a"), by the kind of match each is: text equal to the query at a name's start, text longer at
 * a name's start, a word start inside a name. Kept so that such a query offers a few hundred rows instead of walking
 * millions of word starts; within a kind, rows are distinct and by importance, highest first.
 */
final class PrefixTop {

    /** More than the candidates of the largest limit (see NameSearch). */
    static final int KEPT = 300;

    private final int[][] rows;
    private final double[][] importances;
    /** Per kind, whether rows beyond those kept exist. */
    private final boolean[] truncated;

    PrefixTop(int[][] rows, double[][] importances, boolean[] truncated) {
        this.rows = rows;
        this.importances = importances;
        this.truncated = truncated;
    }

    /**
     * Offers the kept rows the filter accepts to the candidates at their bounds; false when that may not be the
     * whole answer: a kind had rows beyond those kept that could still enter (the filter refused too many).
     */
    boolean offer(BestRows candidates, IntPredicate accepted, ToDoubleFunction<MatchKind> textBound) {
        boolean whole = true;
        for (int kind = 0; kind < rows.length; kind++) {
            double text = textBound.applyAsDouble(MatchKind.INDEXED[kind]);
            boolean rest = true;
            for (int i = 0; i < rows[kind].length && rest; i++) {
                double bound = text + importances[kind][i];
                // Within a kind the rows come by importance: past the first that cannot enter, none can.
                rest = candidates.mayTake(bound);
                if (rest && accepted.test(rows[kind][i])) {
                    candidates.offer(bound, rows[kind][i]);
                }
            }
            int last = rows[kind].length - 1;
            whole &= !rest || !truncated[kind] || last < 0 || !candidates.mayTake(text + importances[kind][last]);
        }
        return whole;
    }

    long sizeInBytes() {
        return 12L * (rows[0].length + rows[1].length + rows[2].length) + 64;
    }
}
