package dev.geolookup.search.score;

/**
 * How far a name may be from the query and still be found, typo-tolerantly
 * ({@link dev.geolookup.search.plan.FuzzySearch}).
 */
public enum Typos {
    /** Only names that hold the query. */
    NONE(0),
    /** Also names one edit away, for a query of four letters or more: a file's row, which has one typo at most. */
    ONE(1),
    /** Also names one edit away from four letters, two from eight: what {@code fuzzy=true} asks. */
    TWO(2);

    public final int maxEdits;

    Typos(int maxEdits) {
        this.maxEdits = maxEdits;
    }
}
