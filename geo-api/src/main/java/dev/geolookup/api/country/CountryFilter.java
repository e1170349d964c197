package dev.geolookup.api.country;

/**
 * One criterion that selects countries, with its argument as the request gave it: what each filter endpoint
 * (/name, /capital, /area, ...) and the MCP tool search_countries build, and what {@link CountryLookup#matching}
 * answers. The lookup checks the argument's form.
 *
 * @param text     the argument of a text criterion; null for AREA and POPULATION
 * @param fullText with NAME or TRANSLATION: the whole name must match
 * @param min      with AREA (km²) or POPULATION: the inclusive lower bound, or null
 * @param max      with AREA (km²) or POPULATION: the inclusive upper bound, or null
 */
public record CountryFilter(Criterion criterion, String text, boolean fullText, Number min, Number max) {

    public enum Criterion {
        NAME,
        /** A name in any language held: English, native, the v2 translations and the world-countries languages. */
        TRANSLATION,
        CAPITAL, DEMONYM, TIMEZONE, REGION, SUBREGION, CALLING_CODE, CURRENCY, LANGUAGE, TOP_LEVEL_DOMAIN,
        /** The land neighbours of the country with this exact name. */
        BORDERS,
        AREA, POPULATION
    }

    public static CountryFilter of(Criterion criterion, String text) {
        if (criterion == Criterion.AREA || criterion == Criterion.POPULATION) {
            throw new IllegalArgumentException(criterion + " takes a range, not a text");
        }
        return new CountryFilter(criterion, text, false, null, null);
    }

    public static CountryFilter name(String name, boolean fullText) {
        return new CountryFilter(Criterion.NAME, name, fullText, null, null);
    }

    public static CountryFilter translation(String name, boolean fullText) {
        return new CountryFilter(Criterion.TRANSLATION, name, fullText, null, null);
    }

    public static CountryFilter area(Double min, Double max) {
        return new CountryFilter(Criterion.AREA, null, false, min, max);
    }

    public static CountryFilter population(Long min, Long max) {
        return new CountryFilter(Criterion.POPULATION, null, false, min, max);
    }
}
