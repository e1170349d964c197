package dev.geolookup.imports.country;

import java.util.List;
import java.util.Map;

/**
 * One country as the import reads it from the REST Countries JSON and writes it to the staging tables; the
 * {@code Country} entity is the read side's and is never built here.
 *
 * @param sourcePosition   the record's place in the file, which is the order /countries answers in
 * @param numericCode      three digits, zero-padded, or null
 * @param translations     the v2 translations by their v2 keys, corrected where {@link CountryNameTranslations} shows
 *                         one to be wrong
 * @param nameTranslations the common and official names in the languages of the world-countries file
 */
record CountryRow(String alpha2Code, String alpha3Code, int sourcePosition, String name, String nativeName,
                  String numericCode, String cioc, String capital, String region, String subregion, long population,
                  Double latitude, Double longitude, String demonym, Double area, String flagSvg, String flagPng,
                  String googleMaps, String openStreetMaps, List<String> topLevelDomains, List<String> callingCodes,
                  List<String> altSpellings, List<String> timezones, List<String> borders,
                  List<Currency> currencies, List<SpokenLanguage> languages, Map<String, String> translations,
                  List<NameTranslation> nameTranslations, List<RegionalBloc> regionalBlocs) {

    record Currency(String code, String name, String symbol) {
    }

    record SpokenLanguage(String iso639_1, String iso639_2, String name, String nativeName) {
    }

    /** A country's name in one language; languageCode is ISO 639-3 (and "per" for Persian), as the file gives it. */
    record NameTranslation(String languageCode, String common, String official) {
    }

    record RegionalBloc(String acronym, String name, List<String> otherAcronyms, List<String> otherNames) {
    }
}
