package dev.geolookup.api.subdivision;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.text.Language;

/**
 * The subdivisions of the countries: every GeoNames first-level division (admin1) and second-level division
 * (admin2), with its ISO 3166-2 code, type and names where the subdivision outlines give them. A malformed code or
 * country is an {@link dev.geolookup.api.InvalidRequestException}; an unknown one a
 * {@link dev.geolookup.api.RecordNotFoundException} saying "Subdivision not found".
 */
public interface SubdivisionLookup {

    String NOT_FOUND = "Subdivision not found";

    /** A country's subdivisions of one level (1 or 2), in the order of the names shown. */
    JsonBody ofCountry(String country, String level, Language language);

    /** One subdivision by its ISO 3166-2 code (US-CA) or GeoNames code (US.CA, US.CA.037). */
    JsonBody byCode(String code, Language language);

    /** The subdivisions of the next level down, in name order; [] where none is known. */
    JsonBody children(String code, Language language);

    /**
     * From the country down to the feature itself: the country, its first- and second-level divisions, the feature;
     * of a place (any gazetteer feature) or, with {@code city}, of a city. An unknown id is a
     * {@link dev.geolookup.api.RecordNotFoundException} as for the feature itself.
     */
    JsonBody hierarchy(int geonameId, boolean city, Language language);
}
