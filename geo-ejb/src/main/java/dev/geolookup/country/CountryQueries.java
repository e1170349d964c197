package dev.geolookup.country;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.RecordNotFoundException;
import dev.geolookup.api.country.CountryCodes;
import dev.geolookup.api.country.CountryFilter;
import dev.geolookup.api.country.CountryFilter.Criterion;
import dev.geolookup.api.country.CountryPage;
import dev.geolookup.api.country.CountrySort;
import dev.geolookup.api.country.FieldSelection;
import dev.geolookup.api.request.QueryParameters;
import dev.geolookup.api.text.SearchText;
import dev.geolookup.api.text.TextFolding;
import dev.geolookup.country.CountryAnswerCache.Query;

import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiPredicate;
import java.util.function.Function;

/**
 * What every country query decides, over one {@link CountryView}: how its input is checked and normalised, under
 * which key its answer is kept, and which records match. Plain Java, so that its edge cases are tested without a
 * container; CountryLookupBean only hands it the view being served.
 */
final class CountryQueries {

    /**
     * A filter on one text: the name its kept answers go under, how the text given becomes the key compared, and
     * whether a record matches that key.
     */
    private record TextMatch(String asked, Function<String, String> normalise,
                             BiPredicate<CountryEntry, String> matches) {
    }

    private static final Map<Criterion, TextMatch> TEXT_MATCHES = new EnumMap<>(Map.of(
            Criterion.CAPITAL, new TextMatch("capital", text -> folded(text, "capital"),
                    (entry, key) -> entry.foldedCapital().contains(key)),
            Criterion.DEMONYM, new TextMatch("demonym", text -> lowerCase(required(text, "demonym")),
                    (entry, key) -> key.equals(entry.demonymKey())),
            Criterion.TIMEZONE, new TextMatch("timezone", text -> lowerCase(required(text, "timezone")),
                    (entry, key) -> entry.timezoneKeys().contains(key)),
            Criterion.REGION, new TextMatch("region", text -> lowerCase(required(text, "region")),
                    (entry, key) -> key.equals(entry.regionKey())),
            Criterion.SUBREGION, new TextMatch("subregion", text -> lowerCase(required(text, "subregion")),
                    (entry, key) -> key.equals(entry.subregionKey())),
            Criterion.CALLING_CODE, new TextMatch("callingCode", CountryCodes::callingCode,
                    (entry, key) -> entry.callingCodes().contains(key)),
            Criterion.CURRENCY, new TextMatch("currency", CountryCodes::currencyCode,
                    (entry, key) -> entry.currencyCodes().contains(key)),
            Criterion.LANGUAGE, new TextMatch("language", CountryCodes::languageCode,
                    (entry, key) -> entry.languageCodes().contains(key)),
            Criterion.TOP_LEVEL_DOMAIN, new TextMatch("topLevelDomain", CountryQueries::topLevelDomainKey,
                    (entry, key) -> entry.topLevelDomainKeys().contains(key))));

    private static final TextMatch NAME = new TextMatch("name", text -> folded(text, "name"),
            (entry, key) -> entry.foldedName().contains(key) || entry.foldedNativeName().contains(key));
    private static final TextMatch FULL_NAME = new TextMatch("fullName", CountryQueries::exactName,
            (entry, key) -> key.equals(entry.exactName()) || key.equals(entry.exactNativeName()));
    private static final TextMatch TRANSLATION = new TextMatch("translation", text -> folded(text, "name"),
            CountryEntry::hasNameInSomeLanguageContaining);
    private static final TextMatch FULL_TRANSLATION = new TextMatch("fullTranslation", CountryQueries::exactName,
            (entry, key) -> entry.exactNamesInEveryLanguage().contains(key));

    private final CountryView view;

    CountryQueries(CountryView view) {
        this.view = view;
    }

    CountryPage all(CountrySort sort, int offset, Integer limit, FieldSelection fields) {
        List<CountryEntry> all = view.sortedBy(sort.field(), sort.descending());
        int from = Math.min(offset, all.size());
        int to = limit == null ? all.size() : (int) Math.min(all.size(), (long) from + limit);
        JsonBody page = view.answer(new Query("countries", new PageOf(sort, from, to), fields),
                () -> CountryJson.list(all.subList(from, to), fields));
        return new CountryPage(page, all.size());
    }

    JsonBody random(RandomCountryPicker picker, FieldSelection fields) {
        if (view.isEmpty()) {
            throw new RecordNotFoundException();
        }
        return CountryJson.one(picker.pick(view.entries()), fields);
    }

    JsonBody byAlphaCode(String code, FieldSelection fields) {
        return one(view.byAlphaCode(CountryCodes.alphaCode(code)), fields);
    }

    JsonBody byNumericCode(String code, FieldSelection fields) {
        return one(view.byNumericCode(CountryCodes.numericCode(code)), fields);
    }

    JsonBody byCiocCode(String code, FieldSelection fields) {
        return one(view.byCiocCode(CountryCodes.ciocCode(code)), fields);
    }

    JsonBody matching(CountryFilter filter, FieldSelection fields) {
        return switch (filter.criterion()) {
            case NAME -> nonEmpty(filter.fullText() ? FULL_NAME : NAME, filter.text(), fields);
            case TRANSLATION -> nonEmpty(filter.fullText() ? FULL_TRANSLATION : TRANSLATION, filter.text(), fields);
            case BORDERS -> bordersOf(filter.text(), fields);
            case AREA -> byArea(asDouble(filter.min()), asDouble(filter.max()), fields);
            case POPULATION -> byPopulation(asLong(filter.min()), asLong(filter.max()), fields);
            default -> nonEmpty(TEXT_MATCHES.get(filter.criterion()), filter.text(), fields);
        };
    }

    /** The countries matching, or 404 when none does; kept under the filter's name and key. */
    private JsonBody nonEmpty(TextMatch match, String text, FieldSelection fields) {
        String key = match.normalise().apply(text);
        return view.answer(new Query(match.asked(), key, fields), () -> {
            List<CountryEntry> matches = view.matching(entry -> match.matches().test(entry, key));
            if (matches.isEmpty()) {
                throw new RecordNotFoundException();
            }
            return CountryJson.list(matches, fields);
        });
    }

    private JsonBody bordersOf(String countryName, FieldSelection fields) {
        String exact = exactName(required(countryName, "country name"));
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
        return view.answer(new Query("area", new Range(min, max), fields),
                () -> CountryJson.list(view.matching(entry -> entry.area() != null
                        && (min == null || entry.area() >= min)
                        && (max == null || entry.area() <= max)), fields));
    }

    private JsonBody byPopulation(Long min, Long max, FieldSelection fields) {
        QueryParameters.requireOrdered("min", min, "max", max);
        return view.answer(new Query("population", new Range(min, max), fields),
                () -> CountryJson.list(view.matching(entry -> (min == null || entry.population() >= min)
                        && (max == null || entry.population() <= max)), fields));
    }

    private static JsonBody one(Optional<CountryEntry> entry, FieldSelection fields) {
        return CountryJson.one(entry.orElseThrow(RecordNotFoundException::new), fields);
    }

    /** Which slice of which order a page of /countries is. */
    private record PageOf(CountrySort sort, int from, int to) {
    }

    /** The bounds of /area or /population; either may be open (null). */
    private record Range(Number min, Number max) {
    }

    private static String required(String value, String what) {
        if (value == null || value.isBlank()) {
            throw new InvalidRequestException(what + " must not be empty");
        }
        return SearchText.bounded(what, value);
    }

    /** A search text folded as TextFolding.fold does; one with no letter or digit left cannot match anything. */
    private static String folded(String value, String what) {
        String folded = TextFolding.fold(required(value, what));
        if (folded.isEmpty()) {
            throw new InvalidRequestException(what + " must contain at least one letter or digit");
        }
        return folded;
    }

    /** A whole name, compared without case and accents. */
    private static String exactName(String name) {
        return TextFolding.foldCaseAndAccents(required(name, "name").trim());
    }

    private static String topLevelDomainKey(String topLevelDomain) {
        String key = lowerCase(CountryEntry.withoutLeadingDot(required(topLevelDomain, "top-level domain").trim()));
        if (key.isEmpty()) {
            throw new InvalidRequestException("top-level domain must not be empty");
        }
        return key;
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
