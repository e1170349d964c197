package dev.geolookup.country;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.country.CountryField;
import dev.geolookup.api.country.FieldSelection;
import dev.geolookup.api.text.TextFolding;

import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Stream;

/** The immutable country read model of one data version: every country in source order, indexed by its codes. */
public final class CountryView {

    static final CountryView EMPTY = new CountryView(0, List.of());

    private final long version;
    private final List<CountryEntry> entries;
    private final List<CountryEntry> sourceOrderReversed;
    private final Map<String, CountryEntry> byAlphaCode = new HashMap<>();
    private final Map<Integer, CountryEntry> byNumericCode = new HashMap<>();
    private final Map<String, CountryEntry> byCiocCode = new HashMap<>();
    /** Names as compared (no case, no accents) to alpha-2 codes. */
    private final Map<String, String> alpha2ByName = new HashMap<>();
    private final Map<CountryField, List<CountryEntry>> ascending = new EnumMap<>(CountryField.class);
    private final Map<CountryField, List<CountryEntry>> descending = new EnumMap<>(CountryField.class);
    private final CountryAnswerCache answers = new CountryAnswerCache();

    CountryView(long version, List<CountryEntry> entries) {
        this.version = version;
        this.entries = List.copyOf(entries);
        List<CountryEntry> reversed = new ArrayList<>(this.entries);
        Collections.reverse(reversed);
        this.sourceOrderReversed = List.copyOf(reversed);
        for (CountryEntry entry : this.entries) {
            byAlphaCode.put(entry.alpha2Code().toUpperCase(Locale.ROOT), entry);
            byAlphaCode.put(entry.alpha3Code().toUpperCase(Locale.ROOT), entry);
            if (entry.numericCode() != null) {
                byNumericCode.put(entry.numericCode(), entry);
            }
            if (entry.cioc() != null && !entry.cioc().isEmpty()) {
                byCiocCode.put(entry.cioc().toUpperCase(Locale.ROOT), entry);
            }
        }
        // Names after codes, so that a name never hides a code; the first country to hold a name keeps it.
        for (CountryEntry entry : this.entries) {
            Stream.concat(Stream.of(entry.exactName(), entry.exactNativeName()),
                            entry.exactNamesInEveryLanguage().stream())
                    .filter(name -> name != null && !name.isEmpty())
                    .forEach(name -> alpha2ByName.putIfAbsent(name, entry.alpha2Code()));
        }
        Arrays.stream(CountryField.values()).filter(CountryField::sortable).forEach(field -> {
            ascending.put(field, this.entries.stream().sorted(order(field, false)).toList());
            descending.put(field, this.entries.stream().sorted(order(field, true)).toList());
        });
    }

    /** Missing values sort last in either direction; ties keep the source order, so paging is stable. */
    @SuppressWarnings("unchecked")
    private static Comparator<CountryEntry> order(CountryField field, boolean descending) {
        Comparator<Comparable<Object>> direction = descending
                ? Comparator.<Comparable<Object>>reverseOrder() : Comparator.<Comparable<Object>>naturalOrder();
        return Comparator.comparing(entry -> (Comparable<Object>) entry.sortKey(field), Comparator.nullsLast(direction));
    }

    public static CountryView of(long version, List<Country> countries) {
        return new CountryView(version, countries.stream().map(CountryEntry::of).toList());
    }

    long version() {
        return version;
    }

    int size() {
        return entries.size();
    }

    boolean isEmpty() {
        return entries.isEmpty();
    }

    List<CountryEntry> entries() {
        return entries;
    }

    /** Every country ordered by a sortable field, or in source order where the field is null. */
    List<CountryEntry> sortedBy(CountryField field, boolean descendingOrder) {
        if (field == null) {
            return descendingOrder ? sourceOrderReversed : entries;
        }
        return (descendingOrder ? descending : ascending).get(field);
    }

    /** By ISO alpha-2 or alpha-3 code, case-insensitive; the two never collide, their lengths differ. */
    Optional<CountryEntry> byAlphaCode(String code) {
        return Optional.ofNullable(byAlphaCode.get(code.toUpperCase(Locale.ROOT)));
    }

    Optional<CountryEntry> byNumericCode(int code) {
        return Optional.ofNullable(byNumericCode.get(code));
    }

    Optional<CountryEntry> byCiocCode(String code) {
        return Optional.ofNullable(byCiocCode.get(code.toUpperCase(Locale.ROOT)));
    }

    List<CountryEntry> matching(Predicate<CountryEntry> predicate) {
        return entries.stream().filter(predicate).toList();
    }

    /** The list answer to this query from this version's data, written by the writer the first time it is asked. */
    /** The record of the country with this code, in the fields selected, for embedding in other answers. */
    public Optional<JsonBody> record(String alphaCode, FieldSelection fields) {
        return byAlphaCode(alphaCode).map(entry -> CountryJson.one(entry, fields));
    }

    /** Whether a country here has this ISO 3166-1 alpha-2 or alpha-3 code. */
    public boolean isCountryCode(String code) {
        return byAlphaCode(code).isPresent();
    }

    /**
     * The alpha-2 code of the country a person named: by its alpha-2 or alpha-3 code, or by its name, common or
     * official, in any language of the countries dataset (compared without case and accents). Empty for none.
     */
    public Optional<String> alpha2Named(String text) {
        String trimmed = text.trim();
        Optional<CountryEntry> byCode = trimmed.length() <= 3 ? byAlphaCode(trimmed) : Optional.empty();
        if (byCode.isPresent()) {
            return byCode.map(CountryEntry::alpha2Code);
        }
        return Optional.ofNullable(alpha2ByName.get(TextFolding.foldCaseAndAccents(trimmed)));
    }

    /** The country's name in the language (its record's translation) where one is known, else its English name. */
    public Optional<String> nameOf(String alphaCode, String languageTag) {
        return byAlphaCode(alphaCode).map(entry -> {
            JsonObject translations = entry.fullRecord().getJsonObject("translations");
            if (languageTag != null && translations != null
                    && translations.get(languageTag) instanceof JsonString translated) {
                return translated.getString();
            }
            return entry.name();
        });
    }

    /** The alpha-3 code of the country with this alpha-2 code; null where none is known. */
    public String alpha3Of(String alpha2Code) {
        return byAlphaCode(alpha2Code).map(CountryEntry::alpha3Code).orElse(null);
    }

    /** The alpha-2 code of the country with this alpha-2 or alpha-3 code. */
    public Optional<String> alpha2Of(String alphaCode) {
        return byAlphaCode(alphaCode).map(CountryEntry::alpha2Code);
    }

    JsonBody answer(CountryAnswerCache.Query query, Supplier<JsonBody> writer) {
        return answers.answer(query, writer);
    }
}
