package dev.geolookup.api.distance;

import dev.geolookup.api.text.Language;
import dev.geolookup.api.JsonBody;

/**
 * The great-circle distance between two cities or two points: from, to, distanceKm, distanceMiles.
 * An unknown city throws {@link dev.geolookup.api.RecordNotFoundException}.
 */
public interface DistanceLookup {

    /** The cities' names in the language where one is known. */
    JsonBody distance(DistanceQuery query, Language language);
}
