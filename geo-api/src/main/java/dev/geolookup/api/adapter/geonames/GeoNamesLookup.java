package dev.geolookup.api.adapter.geonames;

import dev.geolookup.api.JsonBody;

import java.util.List;
import java.util.function.Function;

/**
 * Answers a GeoNames service as api.geonames.org answers it: its envelope, member names and JSON types. Nothing is
 * thrown for a request a client can make: a refusal is GeoNames' {"status":{"message","value"}} body.
 */
public interface GeoNamesLookup {

    /** @param parameters every value given for a parameter name, in order; empty for none */
    JsonBody answer(GeoNamesService service, Function<String, List<String>> parameters);

    /** The {"status"} body GeoNames answers for a service it has but this data cannot serve (value 23). */
    JsonBody notServed(String serviceName);
}
