package dev.geolookup.adapter.restcountries;

import dev.geolookup.api.adapter.restcountries.RestCountriesAnswer;
import dev.geolookup.api.adapter.restcountries.RestCountriesRequest;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Predicate;

import static dev.geolookup.adapter.restcountries.V2Queries.text;
import static dev.geolookup.adapter.restcountries.V2Queries.texts;

/**
 * REST Countries' v3.1 matching rules (CountryControllerV31, CountryServiceV31 and CountryServiceBaseV3 at bfadee4),
 * quirks included: a code is any of cca2, ccn3, cca3 and cioc; a name is a part of the common or official name or of
 * an alternative spelling, compared lower-cased, and with fullText the first country whose common or official name
 * equals it; a currency is its code, or a part of its name as given (not lower-cased); a region is a part of the
 * region or the whole subregion; demonyms and translations are a part of any of them in any language; independent
 * takes status=true (the default) or anything else as false. REST Countries kept its answers in a hash set: the
 * records come here in the file's order instead, each once.
 */
final class V31Queries {

    private final CountryRecords records;

    V31Queries(CountryRecords records) {
        this.records = records;
    }

    RestCountriesAnswer answer(RestCountriesRequest request) {
        String value = request.value();
        String lower = value == null ? null : RestCountriesText.lower(value);
        String fields = request.fields();
        return switch (request.endpoint()) {
            case ALL -> RestCountriesText.refusedByAll(fields) ? RestCountriesAnswer.fieldsRefused()
                    : found(where(record -> true), fields);
            case ALPHA -> alpha(value, fields);
            case ALPHA_LIST -> alphaList(request.codes(), fields);
            case CURRENCY -> found(where(record -> maps(record, "currencies").entrySet().stream().anyMatch(entry ->
                    entry.getKey().equalsIgnoreCase(value) || text(entry.getValue(), "name") != null
                            && RestCountriesText.lower(text(entry.getValue(), "name")).contains(value))), fields);
            case NAME -> found(byName(value, lower, RestCountriesText.isTrue(request.fullText())), fields);
            case CAPITAL -> found(where(record -> texts(record, "capital").stream().anyMatch(capital ->
                    RestCountriesText.accentless(capital).contains(RestCountriesText.accentless(value)))), fields);
            case REGION -> found(where(record -> contains(text(record, "region"), lower)
                    || value.equalsIgnoreCase(text(record, "subregion"))), fields);
            case SUBREGION -> found(where(record -> contains(text(record, "subregion"), lower)
                    || value.equalsIgnoreCase(text(record, "subregion"))), fields);
            case LANGUAGE -> found(where(record -> textMap(record, "languages").entrySet().stream().anyMatch(entry ->
                    entry.getKey().equalsIgnoreCase(value) || value.equalsIgnoreCase(entry.getValue()))), fields);
            case DEMONYM -> found(where(record -> anyNested(record, "demonyms", lower)), fields);
            case TRANSLATION -> found(where(record -> anyNested(record, "translations", lower)), fields);
            case INDEPENDENT -> {
                boolean independent = request.status() == null || RestCountriesText.isTrue(request.status());
                yield found(where(record -> Boolean.TRUE.equals(record.get("independent")) == independent), fields);
            }
            case CALLING_CODE, REGIONAL_BLOC -> RestCountriesAnswer.notFound();
        };
    }

    private RestCountriesAnswer alpha(String value, String fields) {
        String code = value.contains("codes") ? value.replace("codes=", "") : value;
        if (code.length() < 2 || code.length() > 3) {
            return RestCountriesAnswer.badRequest();
        }
        List<Integer> found = byCode(code);
        return found.isEmpty() ? RestCountriesAnswer.notFound()
                : RestCountriesAnswer.ok(RecordWriter.v31Alpha(records, found, fields));
    }

    private RestCountriesAnswer alphaList(String codes, String fields) {
        if (codes == null || codes.length() < 2 || codes.length() > 3 && !codes.contains(",")) {
            return RestCountriesAnswer.badRequest();
        }
        TreeSet<Integer> found = new TreeSet<>();
        for (String code : codes.split(",")) {
            found.addAll(byCode(code));
        }
        return found(new ArrayList<>(found), fields);
    }

    private List<Integer> byCode(String code) {
        return where(record -> code.equalsIgnoreCase(text(record, "cca2")) || code.equalsIgnoreCase(text(record, "ccn3"))
                || code.equalsIgnoreCase(text(record, "cca3")) || code.equalsIgnoreCase(text(record, "cioc")));
    }

    private List<Integer> byName(String value, String lower, boolean fullText) {
        if (fullText) {
            List<Integer> first = where(record -> value.equalsIgnoreCase(text(name(record), "common"))
                    || value.equalsIgnoreCase(text(name(record), "official")));
            return first.isEmpty() ? first : first.subList(0, 1);
        }
        return where(record -> contains(text(name(record), "common"), lower)
                || contains(text(name(record), "official"), lower)
                || texts(record, "altSpellings").stream().anyMatch(spelling -> contains(spelling, lower)));
    }

    private RestCountriesAnswer found(List<Integer> indexes, String fields) {
        return indexes.isEmpty() ? RestCountriesAnswer.notFound()
                : RestCountriesAnswer.ok(RecordWriter.v31List(records, indexes, fields));
    }

    private List<Integer> where(Predicate<Map<String, Object>> matches) {
        List<Integer> found = new ArrayList<>();
        for (int i = 0; i < records.size(); i++) {
            if (matches.test(records.models().get(i))) {
                found.add(i);
            }
        }
        return found;
    }

    private static boolean contains(String text, String lowerPart) {
        return text != null && RestCountriesText.lower(text).contains(lowerPart);
    }

    /** Whether a text of a map of maps (language -> kind -> text) holds the lower-cased part. */
    private static boolean anyNested(Map<String, Object> record, String key, String lowerPart) {
        return maps(record, key).values().stream().anyMatch(inner -> inner.values().stream()
                .anyMatch(text -> text instanceof String string && contains(string, lowerPart)));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> name(Map<String, Object> record) {
        return record.get("name") instanceof Map<?, ?> name ? (Map<String, Object>) name : Map.of();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Map<String, Object>> maps(Map<String, Object> record, String key) {
        return record.get(key) instanceof Map<?, ?> map ? (Map<String, Map<String, Object>>) map : Map.of();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, String> textMap(Map<String, Object> record, String key) {
        return record.get(key) instanceof Map<?, ?> map ? (Map<String, String>) map : Map.of();
    }
}
