package dev.geolookup.api.geocode;

import dev.geolookup.api.text.Language;

import java.util.List;

/**
 * Geocodes lists a chunk at a time: the caller streams the list through it, so no list is ever held whole. A row
 * that cannot be read is answered with an error in its place, never by refusing the chunk.
 */
public interface GeocodeLookup {

    /** Which features a list is matched against. */
    enum Gazetteer { PLACES, CITIES }

    /** At most this many rows in one call. */
    int MAX_CHUNK = 10_000;

    /** One answer per row, in order; names in the language where one is known. */
    List<GeocodeMatch> geocode(Gazetteer gazetteer, List<GeocodeRow> rows, Language language);
}
