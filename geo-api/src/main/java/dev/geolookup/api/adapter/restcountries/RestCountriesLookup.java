package dev.geolookup.api.adapter.restcountries;

/**
 * Every request of REST Countries' v2 and v3.1 paths, answered as REST Countries answered it: its records, matching
 * rules and status codes, its JSON errors. Nothing is thrown for a request a client can make: a refusal is an
 * answer with its status.
 */
public interface RestCountriesLookup {

    RestCountriesAnswer answer(RestCountriesRequest request);

    /** The data version of the version's records; it changes when an import swaps in new data. */
    long dataVersion(RestCountriesRequest.Version version);
}
