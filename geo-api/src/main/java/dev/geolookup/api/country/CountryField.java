package dev.geolookup.api.country;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/** The top-level fields of the country record (REST Countries v2 shape), in the order they are served. */
public enum CountryField {
    NAME("name", true, true),
    TOP_LEVEL_DOMAIN("topLevelDomain", true, false),
    ALPHA2_CODE("alpha2Code", true, true),
    ALPHA3_CODE("alpha3Code", true, true),
    CALLING_CODES("callingCodes", true, false),
    CAPITAL("capital", true, true),
    ALT_SPELLINGS("altSpellings", false, false),
    SUBREGION("subregion", true, true),
    REGION("region", true, true),
    POPULATION("population", true, true),
    LATLNG("latlng", true, false),
    DEMONYM("demonym", true, true),
    AREA("area", true, true),
    TIMEZONES("timezones", true, false),
    BORDERS("borders", true, false),
    NATIVE_NAME("nativeName", true, false),
    NUMERIC_CODE("numericCode", true, true),
    FLAGS("flags", true, false),
    CURRENCIES("currencies", true, false),
    LANGUAGES("languages", true, false),
    FLAG("flag", true, false),
    MAPS("maps", false, false),
    POPULATION_DENSITY("populationDensity", true, true),
    TRANSLATIONS("translations", false, false),
    REGIONAL_BLOCS("regionalBlocs", false, false);

    private final String jsonName;
    private final boolean lean;
    private final boolean sortable;

    CountryField(String jsonName, boolean lean, boolean sortable) {
        this.jsonName = jsonName;
        this.lean = lean;
        this.sortable = sortable;
    }

    public String jsonName() {
        return jsonName;
    }

    /** Part of the lean default record that is served when neither fields nor full is given. */
    public boolean inLeanRecord() {
        return lean;
    }

    /** A scalar field that /countries can sort by. */
    public boolean sortable() {
        return sortable;
    }

    public static Optional<CountryField> byJsonName(String jsonName) {
        return Arrays.stream(values()).filter(field -> field.jsonName.equals(jsonName)).findFirst();
    }

    public static String jsonNames(boolean onlySortable) {
        return Arrays.stream(values())
                .filter(field -> !onlySortable || field.sortable)
                .map(CountryField::jsonName)
                .collect(Collectors.joining(", "));
    }
}
