package dev.geolookup.search.score;

/**
 * How a name matches the folded query, best first: the whole name, its start, the start of a later word, anywhere
 * else in it, or a typo or two away ({@link dev.geolookup.search.plan.FuzzySearch}). {@link SearchScore} gives each
 * its credit.
 */
public enum MatchKind {
    EQUAL, STARTS_WITH, WORD_STARTS_WITH, CONTAINS, FUZZY;

    /** The kinds a name index tells from its word starts alone. */
    public static final MatchKind[] INDEXED = {EQUAL, STARTS_WITH, WORD_STARTS_WITH};
}
