package dev.geolookup.api.place;

import dev.geolookup.api.InvalidRequestException;

import java.util.Locale;

/**
 * The order of a name search. RELEVANCE puts names equal to the query first, then names starting with it, then
 * names with a word starting with it, then every other name containing it, each tier most populous first;
 * POPULATION is most populous first whatever the match.
 */
public enum SearchOrder {
    RELEVANCE, POPULATION;

    /** rank=relevance|population; without it, relevance when there is text to match and population otherwise. */
    public static SearchOrder parse(String rank, boolean hasText) {
        if (rank == null) {
            return hasText ? RELEVANCE : POPULATION;
        }
        return switch (rank.toLowerCase(Locale.ROOT)) {
            case "relevance" -> RELEVANCE;
            case "population" -> POPULATION;
            default -> throw new InvalidRequestException("rank must be relevance or population");
        };
    }
}
