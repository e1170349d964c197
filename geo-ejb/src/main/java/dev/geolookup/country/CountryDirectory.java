package dev.geolookup.country;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.RecordNotFoundException;
import dev.geolookup.api.country.CountryLookup;
import dev.geolookup.api.country.CountryPage;
import dev.geolookup.api.country.CountrySort;
import dev.geolookup.api.country.FieldSelection;
import dev.geolookup.api.request.QueryParameters;
import dev.geolookup.api.text.TextFolding;
import dev.geolookup.country.CountryAnswers.Query;
import jakarta.ejb.Local;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/** Answers every country query from the in-memory read model; no request reaches the database. */
@Stateless
@Local(CountryLookup.class)
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class CountryDirectory implements CountryLookup {

    private static final Pattern ALPHA_CODE = Pattern.compile("[A-Za-z]{2,3}");
    private static final Pattern NUMERIC_CODE = Pattern.compile("[0-9]{1,3}");
    private static final Pattern CIOC_CODE = Pattern.compile("[A-Za-z]{3}");
    private static final Pattern CURRENCY_CODE = Pattern.compile("[A-Za-z]{3}");
    private static final Pattern LANGUAGE_CODE = Pattern.compile("[A-Za-z]{2,3}");
    /** Any number of digits is a well-formed calling code (E.164 numbers have at most 15); one we lack is a 404. */
    private static final Pattern CALLING_CODE = Pattern.compile("[0-9]{1,15}");

    @Inject
    private CountryCatalogHolder holder;

    @Inject
    private RandomCountryPicker randomPicker;

    @Override
    public CountryPage all(CountrySort sort, int offset, Integer limit, FieldSelection fields) {
        CountryCatalog catalog = catalog();
        List<CountryEntry> all = catalog.sortedBy(sort.field(), sort.descending());
        int from = Math.min(offset, all.size());
        int to = limit == null ? all.size() : (int) Math.min(all.size(), (long) from + limit);
        JsonBody page = catalog.answer(new Query("countries", new PageOf(sort, from, to), fields),
                () -> CountryJson.list(all.subList(from, to), fields));
        return new CountryPage(page, all.size());
    }

    @Override
    public JsonBody random(FieldSelection fields) {
        CountryCatalog catalog = catalog();
        if (catalog.isEmpty()) {
            throw new RecordNotFoundException();
        }
        return CountryJson.one(randomPicker.pick(catalog.entries()), fields);
    }

    @Override
    public JsonBody byAlphaCode(String code, FieldSelection fields) {
        requireFormat(code, ALPHA_CODE, "an ISO 3166-1 alpha-2 or alpha-3 code (2 or 3 letters)");
        return one(catalog().byAlphaCode(code.trim()), fields);
    }

    @Override
    public JsonBody byNumericCode(String code, FieldSelection fields) {
        requireFormat(code, NUMERIC_CODE, "an ISO 3166-1 numeric code (1 to 3 digits)");
        return one(catalog().byNumericCode(Integer.parseInt(code.trim())), fields);
    }

    @Override
    public JsonBody byCiocCode(String code, FieldSelection fields) {
        requireFormat(code, CIOC_CODE, "an IOC country code (3 letters)");
        return one(catalog().byCiocCode(code.trim()), fields);
    }

    @Override
    public JsonBody byName(String name, boolean fullText, FieldSelection fields) {
        if (fullText) {
            String exact = TextFolding.foldCaseAndAccents(requireText(name, "name").trim());
            return nonEmpty("fullName", exact,
                    entry -> exact.equals(entry.exactName()) || exact.equals(entry.exactNativeName()), fields);
        }
        String folded = requireFolded(name, "name");
        return nonEmpty("name", folded,
                entry -> entry.foldedName().contains(folded) || entry.foldedNativeName().contains(folded), fields);
    }

    @Override
    public JsonBody byCapital(String capital, FieldSelection fields) {
        String folded = requireFolded(capital, "capital");
        return nonEmpty("capital", folded, entry -> entry.foldedCapital().contains(folded), fields);
    }

    @Override
    public JsonBody byDemonym(String demonym, FieldSelection fields) {
        String key = lowerCase(requireText(demonym, "demonym"));
        return nonEmpty("demonym", key, entry -> key.equals(entry.demonymKey()), fields);
    }

    @Override
    public JsonBody byTimezone(String timezone, FieldSelection fields) {
        String key = lowerCase(requireText(timezone, "timezone"));
        return nonEmpty("timezone", key, entry -> entry.timezoneKeys().contains(key), fields);
    }

    @Override
    public JsonBody byRegion(String region, FieldSelection fields) {
        String key = lowerCase(requireText(region, "region"));
        return nonEmpty("region", key, entry -> key.equals(entry.regionKey()), fields);
    }

    @Override
    public JsonBody bySubregion(String subregion, FieldSelection fields) {
        String key = lowerCase(requireText(subregion, "subregion"));
        return nonEmpty("subregion", key, entry -> key.equals(entry.subregionKey()), fields);
    }

    @Override
    public JsonBody byCallingCode(String callingCode, FieldSelection fields) {
        String code = requireText(callingCode, "calling code").trim();
        String digits = code.startsWith("+") ? code.substring(1) : code;
        requireFormat(digits, CALLING_CODE, "a calling code of digits, without the leading +");
        return nonEmpty("callingCode", digits, entry -> entry.callingCodes().contains(digits), fields);
    }

    @Override
    public JsonBody byCurrency(String currencyCode, FieldSelection fields) {
        requireFormat(currencyCode, CURRENCY_CODE, "an ISO 4217 currency code (3 letters)");
        String code = currencyCode.trim().toUpperCase(Locale.ROOT);
        return nonEmpty("currency", code, entry -> entry.currencyCodes().contains(code), fields);
    }

    @Override
    public JsonBody byLanguage(String languageCode, FieldSelection fields) {
        requireFormat(languageCode, LANGUAGE_CODE, "an ISO 639-1 or ISO 639-2 language code (2 or 3 letters)");
        String code = lowerCase(languageCode);
        return nonEmpty("language", code, entry -> entry.languageCodes().contains(code), fields);
    }

    @Override
    public JsonBody byTopLevelDomain(String topLevelDomain, FieldSelection fields) {
        String key = lowerCase(CountryEntry.withoutLeadingDot(requireText(topLevelDomain, "top-level domain").trim()));
        if (key.isEmpty()) {
            throw new InvalidRequestException("top-level domain must not be empty");
        }
        return nonEmpty("topLevelDomain", key, entry -> entry.topLevelDomainKeys().contains(key), fields);
    }

    @Override
    public JsonBody bordersOf(String countryName, FieldSelection fields) {
        String exact = TextFolding.foldCaseAndAccents(requireText(countryName, "country name").trim());
        CountryCatalog catalog = catalog();
        return catalog.answer(new Query("borders", exact, fields), () -> {
            CountryEntry country = catalog.entries().stream()
                    .filter(entry -> exact.equals(entry.exactName()))
                    .findFirst()
                    .orElseThrow(RecordNotFoundException::new);
            List<CountryEntry> neighbours = country.borders().stream()
                    .map(catalog::byAlphaCode)
                    .flatMap(Optional::stream)
                    .toList();
            return CountryJson.list(neighbours, fields);
        });
    }

    @Override
    public JsonBody byArea(Double min, Double max, FieldSelection fields) {
        QueryParameters.requireOrdered("min", min, "max", max);
        CountryCatalog catalog = catalog();
        return catalog.answer(new Query("area", new Range(min, max), fields),
                () -> CountryJson.list(catalog.matching(entry -> entry.area() != null
                        && (min == null || entry.area() >= min)
                        && (max == null || entry.area() <= max)), fields));
    }

    @Override
    public JsonBody byPopulation(Long min, Long max, FieldSelection fields) {
        QueryParameters.requireOrdered("min", min, "max", max);
        CountryCatalog catalog = catalog();
        return catalog.answer(new Query("population", new Range(min, max), fields),
                () -> CountryJson.list(catalog.matching(entry -> (min == null || entry.population() >= min)
                        && (max == null || entry.population() <= max)), fields));
    }

    @Override
    public long dataVersion() {
        return catalog().version();
    }

    private CountryCatalog catalog() {
        return holder.current();
    }

    private static JsonBody one(Optional<CountryEntry> entry, FieldSelection fields) {
        return CountryJson.one(entry.orElseThrow(RecordNotFoundException::new), fields);
    }

    /** The countries matching, or 404 when none does; asked and argument name the query for the kept answers. */
    private JsonBody nonEmpty(String asked, Object argument, Predicate<CountryEntry> predicate, FieldSelection fields) {
        CountryCatalog catalog = catalog();
        return catalog.answer(new Query(asked, argument, fields), () -> {
            List<CountryEntry> matches = catalog.matching(predicate);
            if (matches.isEmpty()) {
                throw new RecordNotFoundException();
            }
            return CountryJson.list(matches, fields);
        });
    }

    /** Which slice of which order a page of /countries is. */
    private record PageOf(CountrySort sort, int from, int to) {
    }

    /** The bounds of /area or /population; either may be open (null). */
    private record Range(Number min, Number max) {
    }

    private static String requireText(String value, String what) {
        if (value == null || value.isBlank()) {
            throw new InvalidRequestException(what + " must not be empty");
        }
        return value;
    }

    /** A search text folded as API-DECISIONS defines; one with no letter or digit left cannot match anything. */
    private static String requireFolded(String value, String what) {
        String folded = TextFolding.fold(requireText(value, what));
        if (folded.isEmpty()) {
            throw new InvalidRequestException(what + " must contain at least one letter or digit");
        }
        return folded;
    }

    private static void requireFormat(String value, Pattern format, String expected) {
        if (value == null || !format.matcher(value.trim()).matches()) {
            throw new InvalidRequestException("expected " + expected);
        }
    }

    private static String lowerCase(String text) {
        return text.trim().toLowerCase(Locale.ROOT);
    }
}
