package dev.geolookup.place;

/**
 * Every name of every feature and the indexes name search runs on: substrings (n-grams) by row and by place (the
 * positions of the {@link RankGrid} of the same features), and the word starts of the features' own names and of
 * their alternate names for the relevance tiers.
 */
record NameIndexes(FeatureNames names, NgramIndex ngrams, NgramIndex gridGrams, RelevanceIndex relevance,
                   RelevanceIndex alternateRelevance) {
}
