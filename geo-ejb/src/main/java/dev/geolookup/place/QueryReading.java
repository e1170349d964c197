package dev.geolookup.place;

import java.util.List;

/**
 * One way to read a query: the part that is the place's name, and the qualifiers after it, each the text as written
 * and the units it may name (a place must lie in one of each qualifier's units). The whole text as a name has no
 * qualifiers; a code alone ("RUS", "NSW") has no name and one qualifier, and finds its unit itself.
 */
public record QueryReading(String name, List<Qualifier> qualifiers) {

    /**
     * A qualifier as written, the units it may name, and whether it was read as the start of their names (the last
     * word of a query being typed: "Paris, Te").
     */
    public record Qualifier(String text, List<PlaceQualifier> units, boolean completion) {
    }

    public static QueryReading whole(String text) {
        return new QueryReading(text, List.of());
    }

    public boolean isWhole() {
        return qualifiers.isEmpty();
    }

    /** Whether a qualifier was read as the start of a longer name: the last word of a text being typed. */
    public boolean completes() {
        return qualifiers.stream().anyMatch(Qualifier::completion);
    }

    /** Whether the reading is a unit by itself: no name, one qualifier. */
    public boolean isUnitAlone() {
        return name.isEmpty();
    }
}
