package dev.geolookup.api.country;

import dev.geolookup.api.JsonBody;

/**
 * Every country query of SPEC 4.7. Single-record methods answer one record; the others a JSON array.
 * A lookup that finds nothing throws {@link dev.geolookup.api.RecordNotFoundException}; wrong input throws
 * {@link dev.geolookup.api.InvalidRequestException}.
 */
public interface CountryLookup {

    CountryPage all(CountrySort sort, int offset, Integer limit, FieldSelection fields);

    /** A random country, never the one this node answered last. */
    JsonBody random(FieldSelection fields);

    JsonBody byAlphaCode(String code, FieldSelection fields);

    JsonBody byNumericCode(String code, FieldSelection fields);

    JsonBody byCiocCode(String code, FieldSelection fields);

    JsonBody byName(String name, boolean fullText, FieldSelection fields);

    JsonBody byCapital(String capital, FieldSelection fields);

    JsonBody byDemonym(String demonym, FieldSelection fields);

    JsonBody byTimezone(String timezone, FieldSelection fields);

    JsonBody byRegion(String region, FieldSelection fields);

    JsonBody bySubregion(String subregion, FieldSelection fields);

    JsonBody byCallingCode(String callingCode, FieldSelection fields);

    JsonBody byCurrency(String currencyCode, FieldSelection fields);

    JsonBody byLanguage(String languageCode, FieldSelection fields);

    JsonBody byTopLevelDomain(String topLevelDomain, FieldSelection fields);

    /** The full records of the countries that share a land border with the country of that exact name. */
    JsonBody bordersOf(String countryName, FieldSelection fields);

    /** Countries whose area in km² is within the inclusive range; a null bound is open. */
    JsonBody byArea(Double min, Double max, FieldSelection fields);

    /** Countries whose population is within the inclusive range; a null bound is open. */
    JsonBody byPopulation(Long min, Long max, FieldSelection fields);

    /** The data version of the countries being served; it changes when an import swaps in new data. */
    long dataVersion();
}
