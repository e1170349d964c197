package dev.geolookup.api.distance;

import dev.geolookup.api.JsonBody;

/**
 * The great-circle distance between two cities or two points: from, to, distanceKm, distanceMiles.
 * An unknown city throws {@link dev.geolookup.api.RecordNotFoundException}.
 */
public interface DistanceLookup {

    JsonBody distance(DistanceQuery query);
}
