package dev.geolookup.api.adapter.zippopotam;

import dev.geolookup.api.JsonBody;

import java.util.Optional;

/**
 * Zippopotam.us' answers from the postal codes: every value a string, member names with spaces. Empty where
 * Zippopotam.us answers 404 with {} (an unknown or malformed country, code, state or place).
 */
public interface ZippopotamLookup {

    /** /{country}/{postal code}: the places of a code. */
    Optional<JsonBody> byPostalCode(String country, String postalCode);

    /** /{country}/{state}/{place}: the codes of a place in a state (its abbreviation or name). */
    Optional<JsonBody> byPlace(String country, String state, String place);

    /** /nearby/{country}/{postal code}: the codes nearest the code's point, each with its distance. */
    Optional<JsonBody> nearby(String country, String postalCode);

    long dataVersion();
}
