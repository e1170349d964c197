package dev.geolookup.country;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.country.CountryField;
import dev.geolookup.api.country.FieldSelection;
import dev.geolookup.api.text.TextFolding;
import jakarta.json.JsonObject;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * One country in the read model: the keys its lookups compare against, already folded, and its record prepared
 * as JSON in the lean and the full form.
 *
 * @param foldedNamesInEveryLanguage every name /translation matches, folded, joined by a character folding drops,
 *                                   so that one search of it finds a text inside any one of them and never across two
 */
public record CountryEntry(
        String alpha2Code,
        String alpha3Code,
        Integer numericCode,
        String cioc,
        String name,
        String foldedName,
        String foldedNativeName,
        String exactName,
        String exactNativeName,
        String foldedNamesInEveryLanguage,
        Set<String> exactNamesInEveryLanguage,
        String foldedCapital,
        String demonymKey,
        String regionKey,
        String subregionKey,
        Set<String> timezoneKeys,
        Set<String> callingCodes,
        Set<String> currencyCodes,
        Set<String> languageCodes,
        Set<String> topLevelDomainKeys,
        List<String> borders,
        Double area,
        long population,
        JsonObject fullRecord,
        JsonBody leanJson,
        JsonBody fullJson) {

    private static final String NAME_SEPARATOR = "|";

    static CountryEntry of(Country country) {
        JsonObject full = CountryRecordJson.fullRecord(country);
        return new CountryEntry(
                country.getAlpha2Code(),
                country.getAlpha3Code(),
                parseNumericCode(country.getNumericCode()),
                country.getCioc(),
                country.getName(),
                TextFolding.fold(country.getName()),
                TextFolding.fold(country.getNativeName()),
                TextFolding.foldCaseAndAccents(country.getName()),
                TextFolding.foldCaseAndAccents(country.getNativeName()),
                namesInEveryLanguage(country).map(TextFolding::fold).distinct()
                        .collect(Collectors.joining(NAME_SEPARATOR)),
                namesInEveryLanguage(country).map(name -> TextFolding.foldCaseAndAccents(name.trim()))
                        .collect(Collectors.toUnmodifiableSet()),
                TextFolding.fold(country.getCapital()),
                lowerCase(country.getDemonym()),
                lowerCase(country.getRegion()),
                lowerCase(country.getSubregion()),
                lowerCaseSet(country.getTimezones().stream()),
                Set.copyOf(country.getCallingCodes()),
                country.getCurrencies().stream().map(Currency::getCode).filter(code -> code != null)
                        .map(code -> code.toUpperCase(Locale.ROOT)).collect(Collectors.toUnmodifiableSet()),
                lowerCaseSet(country.getLanguages().stream()
                        .flatMap(language -> Stream.of(language.getIso639_1(), language.getIso639_2()))),
                lowerCaseSet(country.getTopLevelDomains().stream().map(CountryEntry::withoutLeadingDot)),
                List.copyOf(country.getBorders()),
                country.getArea(),
                country.getPopulation(),
                full,
                CountryJson.linked(CountryJson.serialise(CountryJson.select(full, CountryJson.LEAN_FIELDS)),
                        country.getAlpha2Code(), country.getName(), CountryJson.LEAN_FIELDS),
                CountryJson.linked(CountryJson.serialise(full), country.getAlpha2Code(), country.getName(),
                        FieldSelection.FULL.fields()));
    }

    /**
     * The English and native names, the v2 translations and the common and official names of the world-countries
     * languages: what /translation matches.
     */
    private static Stream<String> namesInEveryLanguage(Country country) {
        return Stream.of(Stream.of(country.getName(), country.getNativeName()),
                        country.getTranslations().values().stream(),
                        country.getNameTranslations().stream().flatMap(translation ->
                                Stream.of(translation.getCommonName(), translation.getOfficialName())))
                .flatMap(names -> names)
                .filter(name -> name != null && !name.isBlank());
    }

    /** Whether one of the names in every language, folded, contains this folded text. */
    boolean hasNameInSomeLanguageContaining(String foldedText) {
        return foldedNamesInEveryLanguage.contains(foldedText);
    }

    static String withoutLeadingDot(String topLevelDomain) {
        return topLevelDomain.startsWith(".") ? topLevelDomain.substring(1) : topLevelDomain;
    }

    private static Integer parseNumericCode(String numericCode) {
        if (numericCode == null || numericCode.isBlank()) {
            return null;
        }
        try {
            return Integer.parseInt(numericCode.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static String lowerCase(String text) {
        return text == null ? null : text.toLowerCase(Locale.ROOT);
    }

    private static Set<String> lowerCaseSet(Stream<String> texts) {
        return texts.filter(text -> text != null && !text.isEmpty())
                .map(text -> text.toLowerCase(Locale.ROOT))
                .collect(Collectors.toUnmodifiableSet());
    }

    /** The value /countries sorts by; null where the record has none. */
    Object sortKey(CountryField field) {
        return switch (field) {
            case POPULATION -> population;
            case AREA -> area;
            case POPULATION_DENSITY -> CountryRecordJson.populationDensity(population, area);
            case NUMERIC_CODE -> numericCode;
            default -> fullRecord.containsKey(field.jsonName())
                    ? TextFolding.foldCaseAndAccents(fullRecord.getString(field.jsonName()))
                    : null;
        };
    }
}
