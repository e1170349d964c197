package dev.geolookup.boundary;

import java.util.Map;

/**
 * One unit of the subdivision outlines, as the file describes it.
 *
 * @param unitCode  Natural Earth's code of the unit (adm1_code), the key of its outline
 * @param isoCode   its ISO 3166-2 code; null where ISO 3166-2 codes none at its level
 * @param geonameId the GeoNames feature the unit is; null where the file names none
 * @param typeEn    State, Province, County, ... in English; null where unknown
 * @param names     its name by language tag (de, ru, zh-Hant)
 */
public record SubdivisionUnit(String unitCode, String isoCode, String countryCode, Long geonameId, String name,
                              String typeEn, Double latitude, Double longitude, Map<String, String> names) {
}
