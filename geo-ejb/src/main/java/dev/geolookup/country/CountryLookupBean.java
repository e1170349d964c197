package dev.geolookup.country;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.RecordNotFoundException;
import dev.geolookup.api.country.CountryCodes;
import dev.geolookup.api.country.CountryFilter;
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

/** Answers every country query from the in-memory read model; no request reaches the database. */
@Stateless
@Local(CountryLookup.class)
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class CountryLookupBean implements CountryLookup {

    @Inject
    private CountryViewHolder holder;

    @Inject
    private RandomCountryPicker randomPicker;

    @Override
    public CountryPage all(CountrySort sort, int offset, Integer limit, FieldSelection fields) {
        CountryView view = view();
        List<CountryEntry> all = view.sortedBy(sort.field(), sort.descending());
        int from = Math.min(offset, all.size());
        int to = limit == null ? all.size() : (int) Math.min(all.size(), (long) from + limit);
        JsonBody page = view.answer(new Query("countries", new PageOf(sort, from, to), fields),
                () -> CountryJson.list(all.subList(from, to), fields));
        return new CountryPage(page, all.size());
    }

    @Override
    public JsonBody random(FieldSelection fields) {
        CountryView view = view();
        if (view.isEmpty()) {
            throw new RecordNotFoundException();
        }
        return CountryJson.one(randomPicker.pick(view.entries()), fields);
    }

    @Override
    public JsonBody byAlphaCode(String code, FieldSelection fields) {
        return one(view().byAlphaCode(CountryCodes.alphaCode(code)), fields);
    }

    @Override
    public JsonBody byNumericCode(String code, FieldSelection fields) {
        return one(view().byNumericCode(CountryCodes.numericCode(code)), fields);
    }

    @Override
    public JsonBody byCiocCode(String code, FieldSelection fields) {
        return one(view().byCiocCode(CountryCodes.ciocCode(code)), fields);
    }

    @Override
    public JsonBody matching(CountryFilter filter, FieldSelection fields) {
        String text = filter.text();
        return switch (filter.criterion()) {
            case NAME -> byName(text, filter.fullText(), fields);
            case TRANSLATION -> byTranslation(text, filter.fullText(), fields);
            case CAPITAL -> byCapital(text, fields);
            case DEMONYM -> byDemonym(text, fields);
            case TIMEZONE -> byTimezone(text, fields);
            case REGION -> byRegion(text, fields);
            case SUBREGION -> bySubregion(text, fields);
            case CALLING_CODE -> byCallingCode(text, fields);
            case CURRENCY -> byCurrency(text, fields);
            case LANGUAGE -> byLanguage(text, fields);
            case TOP_LEVEL_DOMAIN -> byTopLevelDomain(text, fields);
            case BORDERS -> bordersOf(text, fields);
            case AREA -> byArea(asDouble(filter.min()), asDouble(filter.max()), fields);
            case POPULATION -> byPopulation(asLong(filter.min()), asLong(filter.max()), fields);
        };
    }

    private JsonBody byName(String name, boolean fullText, FieldSelection fields) {
        if (fullText) {
            String exact = TextFolding.foldCaseAndAccents(requireText(name, "name").trim());
            return nonEmpty("fullName", exact,
                    entry -> exact.equals(entry.exactName()) || exact.equals(entry.exactNativeName()), fields);
        }
        String folded = requireFolded(name, "name");
        return nonEmpty("name", folded,
                entry -> entry.foldedName().contains(folded) || entry.foldedNativeName().contains(folded), fields);
    }

    private JsonBody byTranslation(String name, boolean fullText, FieldSelection fields) {
        if (fullText) {
            String exact = TextFolding.foldCaseAndAccents(requireText(name, "name").trim());
            return nonEmpty("fullTranslation", exact, entry -> entry.exactNamesInEveryLanguage().contains(exact), fields);
        }
        String folded = requireFolded(name, "name");
        return nonEmpty("translation", folded, entry -> entry.hasNameInSomeLanguageContaining(folded), fields);
    }

    private JsonBody byCapital(String capital, FieldSelection fields) {
        String folded = requireFolded(capital, "capital");
        return nonEmpty("capital", folded, entry -> entry.foldedCapital().contains(folded), fields);
    }

    private JsonBody byDemonym(String demonym, FieldSelection fields) {
        String key = lowerCase(requireText(demonym, "demonym"));
        return nonEmpty("demonym", key, entry -> key.equals(entry.demonymKey()), fields);
    }

    private JsonBody byTimezone(String timezone, FieldSelection fields) {
        String key = lowerCase(requireText(timezone, "timezone"));
        return nonEmpty("timezone", key, entry -> entry.timezoneKeys().contains(key), fields);
    }

    private JsonBody byRegion(String region, FieldSelection fields) {
        String key = lowerCase(requireText(region, "region"));
        return nonEmpty("region", key, entry -> key.equals(entry.regionKey()), fields);
    }

    private JsonBody bySubregion(String subregion, FieldSelection fields) {
        String key = lowerCase(requireText(subregion, "subregion"));
        return nonEmpty("subregion", key, entry -> key.equals(entry.subregionKey()), fields);
    }

    private JsonBody byCallingCode(String callingCode, FieldSelection fields) {
        String digits = CountryCodes.callingCode(callingCode);
        return nonEmpty("callingCode", digits, entry -> entry.callingCodes().contains(digits), fields);
    }

    private JsonBody byCurrency(String currencyCode, FieldSelection fields) {
        String code = CountryCodes.currencyCode(currencyCode);
        return nonEmpty("currency", code, entry -> entry.currencyCodes().contains(code), fields);
    }

    private JsonBody byLanguage(String languageCode, FieldSelection fields) {
        String code = CountryCodes.languageCode(languageCode);
        return nonEmpty("language", code, entry -> entry.languageCodes().contains(code), fields);
    }

    private JsonBody byTopLevelDomain(String topLevelDomain, FieldSelection fields) {
        String key = lowerCase(CountryEntry.withoutLeadingDot(requireText(topLevelDomain, "top-level domain").trim()));
        if (key.isEmpty()) {
            throw new InvalidRequestException("top-level domain must not be empty");
        }
        return nonEmpty("topLevelDomain", key, entry -> entry.topLevelDomainKeys().contains(key), fields);
    }

    private JsonBody bordersOf(String countryName, FieldSelection fields) {
        String exact = TextFolding.foldCaseAndAccents(requireText(countryName, "country name").trim());
        CountryView view = view();
        return view.answer(new Query("borders", exact, fields), () -> {
            CountryEntry country = view.entries().stream()
                    .filter(entry -> exact.equals(entry.exactName()))
                    .findFirst()
                    .orElseThrow(RecordNotFoundException::new);
            List<CountryEntry> neighbours = country.borders().stream()
                    .map(view::byAlphaCode)
                    .flatMap(Optional::stream)
                    .toList();
            return CountryJson.list(neighbours, fields);
        });
    }

    private JsonBody byArea(Double min, Double max, FieldSelection fields) {
        QueryParameters.requireOrdered("min", min, "max", max);
        CountryView view = view();
        return view.answer(new Query("area", new Range(min, max), fields),
                () -> CountryJson.list(view.matching(entry -> entry.area() != null
                        && (min == null || entry.area() >= min)
                        && (max == null || entry.area() <= max)), fields));
    }

    private JsonBody byPopulation(Long min, Long max, FieldSelection fields) {
        QueryParameters.requireOrdered("min", min, "max", max);
        CountryView view = view();
        return view.answer(new Query("population", new Range(min, max), fields),
                () -> CountryJson.list(view.matching(entry -> (min == null || entry.population() >= min)
                        && (max == null || entry.population() <= max)), fields));
    }

    @Override
    public long dataVersion() {
        return view().version();
    }

    private CountryView view() {
        return holder.current();
    }

    private static JsonBody one(Optional<CountryEntry> entry, FieldSelection fields) {
        return CountryJson.one(entry.orElseThrow(RecordNotFoundException::new), fields);
    }

    /** The countries matching, or 404 when none does; asked and argument name the query for the kept answers. */
    private JsonBody nonEmpty(String asked, Object argument, Predicate<CountryEntry> predicate, FieldSelection fields) {
        CountryView view = view();
        return view.answer(new Query(asked, argument, fields), () -> {
            List<CountryEntry> matches = view.matching(predicate);
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

    /** A search text folded as TextFolding.fold does; one with no letter or digit left cannot match anything. */
    private static String requireFolded(String value, String what) {
        String folded = TextFolding.fold(requireText(value, what));
        if (folded.isEmpty()) {
            throw new InvalidRequestException(what + " must contain at least one letter or digit");
        }
        return folded;
    }

    private static Double asDouble(Number bound) {
        return bound == null ? null : bound.doubleValue();
    }

    private static Long asLong(Number bound) {
        return bound == null ? null : bound.longValue();
    }

    private static String lowerCase(String text) {
        return text.trim().toLowerCase(Locale.ROOT);
    }
}
