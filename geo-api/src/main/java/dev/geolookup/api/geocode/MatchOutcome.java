package dev.geolookup.api.geocode;

/** How a row of a list matched, by the word its answer gives. */
public enum MatchOutcome {
    /** The first candidate's name, or one of its names, equals the row's name. */
    EXACT("exact"),
    /** The first candidate's name starts with the row's name, or a word of it does, or holds it. */
    NAME_START("name-start"),
    /** The first candidate's name is a typo or two away from the row's name. */
    FUZZY("fuzzy"),
    /** Other candidates are nearly as likely as the first: a person should choose. */
    AMBIGUOUS("ambiguous"),
    /** No place has the name. */
    NONE("none"),
    /** The row could not be read (an unknown country, a latitude out of range); its reason says why. */
    ERROR("error");

    private final String word;

    MatchOutcome(String word) {
        this.word = word;
    }

    /** The word the answers use. */
    public String word() {
        return word;
    }
}
