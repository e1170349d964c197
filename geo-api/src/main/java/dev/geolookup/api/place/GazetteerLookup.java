package dev.geolookup.api.place;

import dev.geolookup.api.text.Language;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.geo.NearQuery;

/**
 * Search, by-id and nearest queries over one GeoNames feature set (the gazetteer's places or the cities).
 * A by-id lookup that finds nothing throws {@link dev.geolookup.api.RecordNotFoundException}; searches that find
 * nothing answer an empty array.
 */
public interface GazetteerLookup {

    /** Names in the language where one is known, the GeoNames name then as toponymName; so for every method. */
    JsonBody search(PlaceQuery query, Language language);

    JsonBody byId(int geonameId, Language language);

    /** The nearest features, nearest first, each with its distanceKm. */
    JsonBody near(NearQuery query, Language language);

    /** The data version served, for entity tags and health. */
    long dataVersion();
}
