package dev.geolookup.place;

/** The names of features in the language a reader asked for: null where none is known in it. */
@FunctionalInterface
public interface LocalNames {

    /** No language asked for. */
    LocalNames NONE = geonameId -> null;

    String nameOf(long geonameId);
}
