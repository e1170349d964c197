package dev.geolookup.geocode;

import dev.geolookup.api.geocode.MatchOutcome;
import dev.geolookup.search.score.MatchKind;
import dev.geolookup.search.score.ScoreParts;

/**
 * How sure a match is, from 0 to 1: {@code confidence = quality(how the first candidate's name matched) *
 * separation}, where {@code separation = 1 - exp(-gap / GAP_SCALE)} and {@code gap} is how far the first candidate's
 * score ({@link dev.geolookup.search.score.SearchScore}) is ahead of the best candidate that lies farther than
 * {@value #SAME_PLACE_KM} km from it (closer candidates, such as a city and the district of the same name, are the
 * same place to a reader) and is its rival ({@link #isRival}); with no such candidate the separation is 1. The
 * numbers were set on the labelled list
 * (geo-ejb/src/test/resources/geocode), whose report gives the accuracy per band of confidence.
 */
final class MatchConfidence {

    /** Candidates nearer than this to the first are the same place for the gap. */
    static final double SAME_PLACE_KM = 30;
    /** The gap, in score points, at which the separation reaches 1 - 1/e (0.63). */
    static final double GAP_SCALE = 0.5;
    /** A separation below this leaves the choice to a person: the match is ambiguous. */
    static final double AMBIGUOUS_BELOW = 0.5;

    private MatchConfidence() {
    }

    /** How well a name matched: an equal name fully, a typo corrected or a name found inside another less. */
    static double quality(MatchKind kind) {
        return switch (kind) {
            case EQUAL -> 1.0;
            case STARTS_WITH -> 0.92;
            case WORD_STARTS_WITH -> 0.85;
            case FUZZY -> 0.8;
            case CONTAINS -> 0.6;
        };
    }

    /**
     * Whether a candidate can make the first one unsure: a name a typo away is no rival to a name written exactly as
     * the row gives it (Munich, found by its name München, is not made unsure by Yuncheng, one letter off).
     */
    static boolean isRival(ScoreParts first, ScoreParts candidate) {
        return !(first.match() == MatchKind.EQUAL && candidate.match() == MatchKind.FUZZY);
    }

    /** @param gap the first's score minus the runner-up's; infinite without a runner-up */
    static double separation(double gap) {
        return Double.isInfinite(gap) ? 1 : 1 - Math.exp(-Math.max(0, gap) / GAP_SCALE);
    }

    static double confidence(ScoreParts first, double gap) {
        return Math.round(quality(first.match()) * separation(gap) * 1000) / 1000.0;
    }

    static MatchOutcome outcome(ScoreParts first, double gap) {
        if (separation(gap) < AMBIGUOUS_BELOW) {
            return MatchOutcome.AMBIGUOUS;
        }
        return switch (first.match()) {
            case EQUAL -> MatchOutcome.EXACT;
            case FUZZY -> MatchOutcome.FUZZY;
            default -> MatchOutcome.NAME_START;
        };
    }
}
