package dev.geolookup.place;

/**
 * A feature's name in a language as {@link LocalNameView} loads it, with the flags of GeoNames' alternateNamesV2
 * that say how much the name counts in a search ({@link dev.geolookup.search.score.NameClass}).
 */
public record LocalNameRow(long geonameId, String language, String name, boolean preferred, boolean shortName,
                           boolean colloquial, boolean historic) {
}
