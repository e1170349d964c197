package dev.geolookup.api.place;

import dev.geolookup.api.text.Language;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.geo.NearQuery;
import jakarta.json.JsonValue;

import java.util.List;

/**
 * Search, by-id and nearest queries over one GeoNames feature set (the gazetteer's places or the cities).
 * A by-id lookup that finds nothing throws {@link dev.geolookup.api.RecordNotFoundException}; searches that find
 * nothing answer an empty array.
 */
public interface GazetteerLookup {

    int MAX_BATCH = 100;

    /** Names in the language where one is known, the GeoNames name then as toponymName; so for every method. */
    JsonBody search(PlaceQuery query, Language language);

    /** The page of {@link #search} the query's offset and limit ask for, with what a client needs for the next. */
    PlacePage page(PlaceQuery query, Language language);

    /**
     * One element per query object, in order: {results: [records]} as {@link #search} answers, or {error} for a
     * query that is not valid. None or more than {@value #MAX_BATCH} queries is an InvalidRequestException.
     */
    JsonBody searchAll(List<JsonValue> queries, Language language);

    JsonBody byId(int geonameId, Language language);

    /** The nearest features, nearest first, each with its distanceKm. */
    JsonBody near(NearQuery query, Language language);

    /** The data version served, for entity tags and health. */
    long dataVersion();
}
