package dev.geolookup.place;

/** A feature's name in a language as {@link LocalNameView} loads it. */
public record LocalNameRow(long geonameId, String language, String name) {
}
