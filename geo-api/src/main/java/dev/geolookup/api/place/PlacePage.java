package dev.geolookup.api.place;

import dev.geolookup.api.JsonBody;

/**
 * One page of a place or city search: its records, the number of results before paging where it is known (null
 * where it is not: a ranked name search stops reading once its page is full), and whether a next page may hold more.
 */
public record PlacePage(JsonBody body, Integer totalCount, boolean more) {
}
