package dev.geolookup.adapter.restcountries;

import dev.geolookup.api.adapter.restcountries.RestCountriesAnswer;
import dev.geolookup.api.adapter.restcountries.RestCountriesRequest;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * REST Countries' v2 matching rules (CountryControllerV2 and CountryServiceV2 at bfadee4), quirks included: a code
 * of two letters is an alpha-2 code and of three an alpha-3 code; names and capitals compare lower-cased without
 * accents, a name first by the country's name, then by its alternative spellings; a country is listed once for
 * each of its currencies, calling codes, languages or blocs that match; a regional bloc by its acronym, or by one
 * of its other acronyms compared with their case. Where REST Countries failed (500) on a record lacking a field,
 * the record simply does not match.
 */
final class V2Queries {

    private final CountryRecords records;

    V2Queries(CountryRecords records) {
        this.records = records;
    }

    RestCountriesAnswer answer(RestCountriesRequest request) {
        String value = request.value();
        String fields = request.fields();
        return switch (request.endpoint()) {
            case ALL -> RestCountriesText.refusedByAll(fields) ? RestCountriesAnswer.fieldsRefused()
                    : found(all(), fields);
            case ALPHA -> alpha(value, fields);
            case ALPHA_LIST -> alphaList(request.codes(), fields);
            case CURRENCY -> value.length() != 3 ? RestCountriesAnswer.badRequest()
                    : found(each(record -> count(records(record, "currencies"),
                    currency -> value.equalsIgnoreCase(text(currency, "code")))), fields);
            case NAME -> found(byName(value, RestCountriesText.isTrue(request.fullText())), fields);
            case CALLING_CODE -> found(each(record -> count(texts(record, "callingCodes"), value::equals)), fields);
            case CAPITAL -> found(where(record -> text(record, "capital") != null
                    && RestCountriesText.accentless(text(record, "capital")).contains(
                    RestCountriesText.accentless(value))), fields);
            case REGION -> found(where(record -> value.equalsIgnoreCase(text(record, "region"))), fields);
            case SUBREGION -> found(where(record -> value.equalsIgnoreCase(text(record, "subregion"))), fields);
            case LANGUAGE -> found(byLanguage(value), fields);
            case DEMONYM -> found(where(record -> text(record, "demonym") != null
                    && RestCountriesText.lower(text(record, "demonym")).equals(RestCountriesText.accentless(value))),
                    fields);
            case REGIONAL_BLOC -> found(each(record -> count(records(record, "regionalBlocs"), bloc -> {
                String acronym = text(bloc, "acronym");
                return acronym != null && (acronym.equalsIgnoreCase(value)
                        || texts(bloc, "otherAcronyms").contains(value));
            })), fields);
            case TRANSLATION, INDEPENDENT -> RestCountriesAnswer.notFound();
        };
    }

    private RestCountriesAnswer alpha(String value, String fields) {
        String code = value.contains("codes") ? value.replace("codes=", "") : value;
        if (code.length() < 2 || code.length() > 3) {
            return RestCountriesAnswer.badRequest();
        }
        int index = byCode(code);
        return index < 0 ? RestCountriesAnswer.notFound()
                : RestCountriesAnswer.ok(RecordWriter.v2Record(records, index, fields));
    }

    private RestCountriesAnswer alphaList(String codes, String fields) {
        if (codes == null || codes.length() < 2 || codes.length() > 3 && !codes.contains(",")) {
            return RestCountriesAnswer.badRequest();
        }
        List<Integer> found = new ArrayList<>();
        for (String code : codes.split(",")) {
            int index = byCode(code);
            if (index >= 0 && !found.contains(index)) {
                found.add(index);
            }
        }
        return found(found, fields);
    }

    /** The first record with this alpha-2 (two letters) or alpha-3 (three) code; -1 for none. */
    private int byCode(String code) {
        String key = code.length() == 2 ? "alpha2Code" : code.length() == 3 ? "alpha3Code" : null;
        if (key == null) {
            return -1;
        }
        for (int i = 0; i < records.size(); i++) {
            if (code.equalsIgnoreCase(text(records.models().get(i), key))) {
                return i;
            }
        }
        return -1;
    }

    private List<Integer> byName(String name, boolean fullText) {
        String wanted = RestCountriesText.accentless(name);
        Predicate<String> matches = fullText ? text -> RestCountriesText.accentless(text).equals(wanted)
                : text -> RestCountriesText.accentless(text).contains(wanted);
        List<Integer> found = where(record -> text(record, "name") != null && matches.test(text(record, "name")));
        for (int i = 0; i < records.size(); i++) {
            if (!found.contains(i) && texts(records.models().get(i), "altSpellings").stream().anyMatch(matches)) {
                found.add(i);
            }
        }
        return found;
    }

    private List<Integer> byLanguage(String language) {
        String key = language.length() == 2 ? "iso639_1" : language.length() == 3 ? "iso639_2" : null;
        if (key == null) {
            return List.of();
        }
        String lower = RestCountriesText.lower(language);
        return each(record -> count(records(record, "languages"), entry -> lower.equals(text(entry, key))));
    }

    private RestCountriesAnswer found(List<Integer> indexes, String fields) {
        return indexes.isEmpty() ? RestCountriesAnswer.notFound()
                : RestCountriesAnswer.ok(RecordWriter.v2List(records, indexes, fields));
    }

    private List<Integer> all() {
        return where(record -> true);
    }

    private List<Integer> where(Predicate<Map<String, Object>> matches) {
        return each(record -> matches.test(record) ? 1 : 0);
    }

    /** Each record as many times as the counter counts it, in the file's order. */
    private List<Integer> each(java.util.function.ToIntFunction<Map<String, Object>> counter) {
        List<Integer> found = new ArrayList<>();
        for (int i = 0; i < records.size(); i++) {
            for (int n = counter.applyAsInt(records.models().get(i)); n > 0; n--) {
                found.add(i);
            }
        }
        return found;
    }

    private static <T> int count(List<T> values, Predicate<T> matches) {
        int count = 0;
        for (T value : values) {
            count += matches.test(value) ? 1 : 0;
        }
        return count;
    }

    static String text(Map<String, Object> model, String key) {
        return model.get(key) instanceof String text ? text : null;
    }

    @SuppressWarnings("unchecked")
    static List<String> texts(Map<String, Object> model, String key) {
        return model.get(key) instanceof List<?> list ? (List<String>) list : List.of();
    }

    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> records(Map<String, Object> model, String key) {
        return model.get(key) instanceof List<?> list ? (List<Map<String, Object>>) list : List.of();
    }
}
