package dev.geolookup.place;

import java.util.function.IntPredicate;

/**
 * The smallest rows of a large range of a {@link RelevanceIndex}'s word starts (those starting with a short, common
 * query such as "a"), by the tier each would be offered to: text equal to the query at a name's start, text longer
 * at a name's start, a word start inside a name. Kept so that such a query offers a few hundred rows instead of
 * walking millions of word starts; rows are distinct and ascending within each tier.
 */
final class PrefixTop {

    /** Enough for the largest tier of the largest limit. */
    static final int KEPT = 300;

    private final int[][] rows;
    /** Per tier, whether rows beyond those kept exist. */
    private final boolean[] truncated;

    PrefixTop(int[][] rows, boolean[] truncated) {
        this.rows = rows;
        this.truncated = truncated;
    }

    /**
     * Offers the kept rows the filter accepts to the tiers; false when that may not be the whole answer (a tier had
     * rows beyond those kept, and too few of the kept ones were accepted to fill it), so the range must be walked.
     */
    boolean offer(SmallestRows[] tiers, IntPredicate accepted) {
        boolean whole = true;
        for (int tier = 0; tier < tiers.length; tier++) {
            int taken = 0;
            for (int row : rows[tier]) {
                if (accepted.test(row)) {
                    tiers[tier].add(row);
                    if (++taken >= tiers[tier].capacity()) {
                        break;
                    }
                }
            }
            whole &= !truncated[tier] || taken >= tiers[tier].capacity();
        }
        return whole;
    }

    long sizeInBytes() {
        return 4L * (rows[0].length + rows[1].length + rows[2].length) + 64;
    }
}
