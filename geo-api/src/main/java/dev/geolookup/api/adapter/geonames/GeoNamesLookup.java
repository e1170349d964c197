package dev.geolookup.api.adapter.geonames;

import dev.geolookup.api.JsonBody;

/**
 * Answers a GeoNames service as api.geonames.org answers it: its envelope, member names and JSON types. Nothing is
 * thrown for a request a client can make: a refusal is GeoNames' {"status":{"message","value"}} body.
 */
public interface GeoNamesLookup {

    /** The answer to a request read at the web edge (GeoNamesRequest.read). */
    JsonBody answer(GeoNamesRequest request);

    /** The {"status"} body GeoNames answers for a service it has but this data cannot serve (value 23). */
    JsonBody notServed(String serviceName);
}
