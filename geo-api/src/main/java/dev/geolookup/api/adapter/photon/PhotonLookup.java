package dev.geolookup.api.adapter.photon;

import dev.geolookup.api.JsonBody;

/**
 * Answers photon's services as a photon server answers them, for places, divisions and countries: a GeoJSON
 * FeatureCollection with photon's property names.
 */
public interface PhotonLookup {

    /** The places found, best first; an empty collection when none. */
    JsonBody search(PhotonSearch search);

    /** The populated places nearest the point, nearest first. */
    JsonBody reverse(PhotonReverse reverse);
}
