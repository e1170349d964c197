package dev.geolookup.search.score;

/**
 * The name of a feature that earns it the most text score for a query: which part of its search key (0 the name, 1
 * the ASCII name, then the alternate names), how it matches, its class and the text score ({@link SearchScore}).
 */
public record NameMatch(int part, MatchKind kind, NameClass nameClass, double text) {

    /** No name holds the query. */
    static final NameMatch NONE = new NameMatch(-1, null, null, Double.NEGATIVE_INFINITY);

    /** A typo-tolerant match of the feature's own name or ASCII name. */
    public static final NameMatch FUZZY = new NameMatch(0, MatchKind.FUZZY, NameClass.OWN,
            SearchScore.text(NameClass.OWN, MatchKind.FUZZY));

    public boolean found() {
        return kind != null;
    }

    /** Whether it is an alternate name rather than the feature's own name or ASCII name. */
    public boolean isAlternate() {
        return part >= FeatureNames.FIRST_ALTERNATE_PART;
    }
}
