package dev.geolookup.api.country;

import dev.geolookup.api.JsonBody;

import java.util.Optional;

/**
 * Every country query of the REST API and the MCP tools. Single-record methods answer one record; the others a JSON array.
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

    /**
     * The countries the filter selects, in the dataset's order (a country's neighbours for BORDERS). None is a
     * {@link dev.geolookup.api.RecordNotFoundException}, except for AREA and POPULATION (an empty array) and for
     * BORDERS of a country without land neighbours.
     */
    JsonBody matching(CountryFilter filter, FieldSelection fields);

    /**
     * The alpha-2 code of the country a person named: by its alpha-2 or alpha-3 code, or by its name, common or
     * official, in any language of the countries dataset (without case and accents). Empty for none.
     */
    Optional<String> alpha2Named(String text);

    /** The data version of the countries being served; it changes when an import swaps in new data. */
    long dataVersion();
}
