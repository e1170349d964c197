package dev.geolookup.api.adapter.nominatim;

import dev.geolookup.api.JsonBody;

/**
 * Answers Nominatim's services as a Nominatim server answers them, for places, divisions and countries: its member
 * names, its JSON types (coordinates and boxes as strings) and its formats.
 */
public interface NominatimLookup {

    /** The places found, best first, in the request's format; [] (or an empty collection) when none. */
    JsonBody search(NominatimSearch search);

    /** What is at the point at the zoom's detail; {"error":"Unable to geocode"} where nothing is. */
    JsonBody reverse(NominatimReverse reverse);

    /** {"status":0,"message":"OK","data_updated"}: when the places served were imported. */
    JsonBody status();
}
