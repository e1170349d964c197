package dev.geolookup.adapter.restcountries;

import dev.geolookup.adapter.restcountries.RecordShape.Bean;
import dev.geolookup.adapter.restcountries.RecordShape.ListOf;
import dev.geolookup.adapter.restcountries.RecordShape.MapOf;
import dev.geolookup.adapter.restcountries.RecordShape.Property;
import dev.geolookup.adapter.restcountries.RecordShape.Truth;

import java.util.ArrayList;
import java.util.List;

import static dev.geolookup.adapter.restcountries.RecordShape.DECIMAL;
import static dev.geolookup.adapter.restcountries.RecordShape.TEXT;
import static dev.geolookup.adapter.restcountries.RecordShape.WHOLE;

/**
 * The records of REST Countries' classes at its last version (restcountries/restcountries bfadee4: domain.v2 and
 * domain.v3.v31 with their base classes): each field's type, Gson's order (the class's declared fields, a
 * subclass's before its superclass's) and the order its answers wrote them in, which is what they showed.
 */
final class RecordShapes {

    private static final RecordShape TEXTS = new ListOf(TEXT);
    private static final RecordShape DECIMALS = new ListOf(DECIMAL);
    private static final RecordShape TEXT_MAP = new MapOf(TEXT);

    /** domain.v2.Country and domain.BaseCountry. */
    static final Bean V2 = bean(
            fields(
                    // Country
                    "currencies", new ListOf(bean(fields("code", TEXT, "name", TEXT, "symbol", TEXT),
                            "code", "name", "symbol")),
                    "languages", new ListOf(bean(fields("iso639_1", TEXT, "iso639_2", TEXT, "name", TEXT,
                            "nativeName", TEXT), "iso639_1", "iso639_2", "name", "nativeName")),
                    "translations", bean(fields("br", TEXT, "pt", TEXT, "nl", TEXT, "hr", TEXT, "fa", TEXT,
                                    "de", TEXT, "es", TEXT, "fr", TEXT, "ja", TEXT, "it", TEXT, "hu", TEXT),
                            "de", "es", "fr", "ja", "it", "br", "pt", "nl", "hr", "fa", "hu"),
                    "flag", TEXT,
                    "regionalBlocs", new ListOf(bean(fields("acronym", TEXT, "name", TEXT,
                                    "otherAcronyms", new ListOf(TEXT, true), "otherNames", new ListOf(TEXT, true)),
                            "acronym", "name", "otherAcronyms", "otherNames")),
                    "cioc", TEXT,
                    "independent", new Truth(true),
                    // BaseCountry
                    "name", TEXT, "topLevelDomain", TEXTS, "alpha2Code", TEXT, "alpha3Code", TEXT,
                    "callingCodes", TEXTS, "capital", TEXT, "altSpellings", TEXTS, "subregion", TEXT,
                    "region", TEXT, "population", WHOLE, "latlng", DECIMALS, "demonym", TEXT, "area", DECIMAL,
                    "gini", DECIMAL, "timezones", TEXTS, "borders", TEXTS, "nativeName", TEXT, "numericCode", TEXT,
                    "flags", TEXT_MAP),
            "name", "topLevelDomain", "alpha2Code", "alpha3Code", "callingCodes", "capital", "altSpellings",
            "subregion", "region", "population", "latlng", "demonym", "area", "gini", "timezones", "borders",
            "nativeName", "numericCode", "flags", "currencies", "languages", "translations", "flag", "regionalBlocs",
            "cioc", "independent");

    /** The fields a v2 answer with {@code fields} may keep (ControllerHelper.COUNTRY_FIELDS_V2); others stay. */
    static final List<String> V2_SELECTABLE = List.of("name", "topLevelDomain", "alpha2Code", "alpha3Code",
            "callingCodes", "capital", "altSpellings", "region", "subregion", "translations", "population", "latlng",
            "demonym", "area", "gini", "timezones", "borders", "nativeName", "numericCode", "currencies", "languages",
            "flags", "regionalBlocs", "cioc", "independent", "continent", "flag");

    private static final Bean FLAG = bean(fields("png", TEXT, "svg", TEXT, "alt", TEXT, "emoji", TEXT),
            "png", "svg", "alt", "emoji");

    /** domain.v3.v31.Country, domain.base.BaseCountry and domain.base.BaseCountryCore. */
    static final Bean V3_1 = bean(
            fields(
                    // v31.Country
                    "flags", FLAG, "coatOfArms", FLAG, "startOfWeek", TEXT,
                    "capitalInfo", bean(fields("latlng", DECIMALS), "latlng"),
                    "postalCode", TEXT_MAP,
                    // base.BaseCountry
                    "flag", TEXT,
                    "name", bean(fields("common", TEXT, "official", TEXT,
                                    "nativeName", new MapOf(bean(fields("official", TEXT, "common", TEXT),
                                            "official", "common")),
                                    "altSpellings", TEXTS),
                            "common", "official", "nativeName", "altSpellings"),
                    "currencies", new MapOf(bean(fields("name", TEXT, "symbol", TEXT), "symbol", "name")),
                    "languages", TEXT_MAP,
                    "translations", new MapOf(TEXT_MAP),
                    "latlng", DECIMALS,
                    "demonyms", new MapOf(TEXT_MAP),
                    "gini", new MapOf(DECIMAL),
                    // base.BaseCountryCore
                    "tld", TEXTS, "cca2", TEXT, "ccn3", TEXT, "cca3", TEXT, "cioc", TEXT,
                    "independent", new Truth(false), "status", TEXT, "unMember", new Truth(false),
                    "idd", bean(fields("root", TEXT, "suffixes", TEXTS), "root", "suffixes"),
                    "capital", TEXTS, "altSpellings", TEXTS, "region", TEXT, "subregion", TEXT,
                    "landlocked", new Truth(false), "borders", TEXTS, "area", DECIMAL, "callingCodes", TEXTS,
                    "maps", TEXT_MAP, "population", WHOLE, "fifa", TEXT,
                    "car", bean(fields("signs", TEXTS, "side", TEXT), "signs", "side"),
                    "timezones", TEXTS, "continents", TEXTS),
            "tld", "cca2", "ccn3", "cca3", "cioc", "independent", "status", "unMember", "idd", "capital",
            "altSpellings", "region", "subregion", "landlocked", "borders", "area", "callingCodes", "maps",
            "population", "fifa", "car", "timezones", "continents", "flag", "name", "currencies", "languages",
            "latlng", "demonyms", "translations", "gini", "flags", "coatOfArms", "startOfWeek", "capitalInfo",
            "postalCode");

    /** The fields a v3.1 answer with {@code fields} may keep (ControllerV3Helper.V3_COUNTRY_FIELDS). */
    static final List<String> V3_1_SELECTABLE = List.of("name", "tld", "cca2", "ccn3", "cca3", "cioc", "independent",
            "status", "unMember", "currencies", "idd", "region", "subregion", "languages", "translations", "latlng",
            "landlocked", "borders", "area", "flags", "demonyms", "population", "flag", "maps", "gini", "fifa", "car",
            "timezones", "continents", "coatOfArms", "startOfWeek", "capitalInfo", "postalCode", "capital",
            "altSpellings");

    private RecordShapes() {
    }

    private static Bean bean(List<Property> fields, String... written) {
        return new Bean(fields, List.of(written));
    }

    /** Alternating names and shapes, in the class's declared order. */
    private static List<Property> fields(Object... namesAndShapes) {
        List<Property> fields = new ArrayList<>();
        for (int i = 0; i < namesAndShapes.length; i += 2) {
            fields.add(new Property((String) namesAndShapes[i], (RecordShape) namesAndShapes[i + 1]));
        }
        return List.copyOf(fields);
    }
}
