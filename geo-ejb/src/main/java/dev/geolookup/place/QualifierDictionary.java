package dev.geolookup.place;

import dev.geolookup.api.text.TextFolding;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.ToLongFunction;
import java.util.function.UnaryOperator;

/**
 * The texts that name a country or a division, folded ({@link TextFolding#fold}), and what each names: countries by
 * their names in every language the places hold, their ISO 3166-1 alpha-2 and alpha-3 codes and the short forms
 * people write (USA, UK, UAE, which GeoNames keeps as alternate names); first-level divisions by their names in every
 * language, their ISO 3166-2 code, the part after its hyphen and GeoNames' own letter code (US states); second-level
 * divisions by their name. One text may name several units (CA: Canada and California); a code is told apart from a
 * name, since a code alone finds its unit and a name alone is a place name first. Immutable.
 */
public final class QualifierDictionary {

    public static final QualifierDictionary EMPTY = new QualifierDictionary(Map.of(), unit -> 0);

    /** The most units an unfinished qualifier completes to, and the most texts read to find them. */
    static final int MAX_COMPLETIONS = 200;
    static final int MAX_COMPLETION_TEXTS = 4000;
    /**
     * Starts of at most this many characters complete to the most populous units only, kept ready: they begin
     * thousands of names in some language, which a request would otherwise read.
     */
    static final int SHORT_START = 3;
    static final int SHORT_START_COMPLETIONS = 64;
    /** Shorter texts name nothing: a lone letter is an initial, not a place. */
    static final int MIN_LENGTH = 2;

    /** A unit a text names, and whether the text is one of its codes. */
    public record Entry(PlaceQualifier unit, boolean code) {
    }

    private final Map<String, Entry[]> byText;
    /**
     * Every text that names a country or a first-level division by name, sorted, so that those a prefix completes
     * to are one range; a second-level division is too small to be what a typist is on the way to.
     */
    private final String[] completable;

    /** What each start of {@value #SHORT_START} characters or fewer completes to, the most populous first. */
    private final Map<String, List<Entry>> shortStarts;

    private QualifierDictionary(Map<String, Entry[]> byText, ToLongFunction<PlaceQualifier> population) {
        this.byText = byText;
        this.completable = byText.entrySet().stream()
                .filter(text -> Arrays.stream(text.getValue()).anyMatch(QualifierDictionary::completes))
                .map(Map.Entry::getKey).sorted().toArray(String[]::new);
        Map<String, Set<Entry>> starts = new HashMap<>();
        for (String text : completable) {
            for (int length = MIN_LENGTH; length <= Math.min(SHORT_START, text.length() - 1); length++) {
                Set<Entry> completing = starts.computeIfAbsent(text.substring(0, length), start -> new HashSet<>());
                Arrays.stream(byText.get(text)).filter(QualifierDictionary::completes).forEach(completing::add);
            }
        }
        Map<String, List<Entry>> ready = new HashMap<>(starts.size() * 4 / 3 + 1);
        starts.forEach((start, entries) -> ready.put(start, entries.stream()
                .sorted(Comparator.comparingLong((Entry entry) -> -population.applyAsLong(entry.unit()))
                        .thenComparing(entry -> entry.unit().key()))
                .limit(SHORT_START_COMPLETIONS).toList()));
        this.shortStarts = ready;
    }

    private static boolean completes(Entry entry) {
        return !entry.code() && entry.unit().level() != PlaceQualifier.Level.ADMIN2;
    }

    /**
     * From the places (whose country and division features carry the names in every language), the names of both
     * levels of division, the alpha-3 code of each alpha-2 code and the ISO 3166-2 codes.
     */
    public static QualifierDictionary of(GazetteerView places, AdminNameView admin1, AdminNameView admin2,
                                         UnaryOperator<String> alpha3Of, Admin1IsoCodes isoCodes) {
        Map<String, Set<Entry>> texts = new HashMap<>();
        for (String countryCode : places.countryCodes()) {
            int row = places.countryFeatureRow(countryCode);
            PlaceQualifier country = PlaceQualifier.country(countryCode, row < 0 ? countryCode : places.name(row),
                    row < 0 ? 0 : places.geonameId(row));
            addCode(texts, countryCode, country);
            addCode(texts, alpha3Of.apply(countryCode), country);
            if (row >= 0) {
                places.search().foldedNames(row).forEach(name -> addName(texts, name, country));
            }
        }
        for (String key : admin1.codes()) {
            long geonameId = admin1.geonameIdOf(key).orElse(0);
            PlaceQualifier division = PlaceQualifier.division(key, admin1.nameOf(key).orElse(key), geonameId);
            addName(texts, TextFolding.fold(division.name()), division);
            admin1.asciiNameOf(key).ifPresent(name -> addName(texts, TextFolding.fold(name), division));
            int row = geonameId == 0 ? -1 : places.rowOf(geonameId);
            if (row >= 0) {
                places.search().foldedNames(row).forEach(name -> addName(texts, name, division));
            }
            if (division.admin1Code().chars().allMatch(Character::isLetter)) {
                addCode(texts, division.admin1Code(), division);
            }
            isoCodes.isoCodeOf(key).ifPresent(iso -> {
                addCode(texts, iso, division);
                String suffix = iso.substring(iso.indexOf('-') + 1);
                if (!suffix.chars().allMatch(Character::isDigit)) {
                    addCode(texts, suffix, division);
                }
            });
        }
        for (String key : admin2.codes()) {
            PlaceQualifier division = PlaceQualifier.division(key, admin2.nameOf(key).orElse(key),
                    admin2.geonameIdOf(key).orElse(0));
            addName(texts, TextFolding.fold(division.name()), division);
            admin2.asciiNameOf(key).ifPresent(name -> addName(texts, TextFolding.fold(name), division));
        }
        Map<String, Entry[]> frozen = new HashMap<>(texts.size() * 4 / 3 + 1);
        texts.forEach((text, entries) -> frozen.put(text, entries.toArray(Entry[]::new)));
        return new QualifierDictionary(frozen, unit -> {
            int row = unit.level() == PlaceQualifier.Level.COUNTRY ? places.countryFeatureRow(unit.countryCode())
                    : unit.geonameId() == 0 ? -1 : places.rowOf(unit.geonameId());
            return row < 0 ? 0 : places.population(row);
        });
    }

    private static void addCode(Map<String, Set<Entry>> texts, String code, PlaceQualifier unit) {
        if (code != null) {
            add(texts, TextFolding.fold(code), new Entry(unit, true));
        }
    }

    private static void addName(Map<String, Set<Entry>> texts, String foldedName, PlaceQualifier unit) {
        add(texts, foldedName, new Entry(unit, false));
        // "The Netherlands", "The Gambia": people write the article, or leave it out, either way.
        if (foldedName.startsWith("the") && foldedName.length() > 3 + MIN_LENGTH) {
            add(texts, foldedName.substring(3), new Entry(unit, false));
        }
    }

    private static void add(Map<String, Set<Entry>> texts, String folded, Entry entry) {
        if (folded.length() >= MIN_LENGTH) {
            texts.computeIfAbsent(folded, text -> new LinkedHashSet<>(2)).add(entry);
        }
    }

    public int size() {
        return byText.size();
    }

    /** What this folded text names; empty where nothing. */
    public List<Entry> named(String folded) {
        Entry[] entries = byText.get(folded);
        if (entries == null && folded.startsWith("the")) {
            entries = byText.get(folded.substring(3));
        }
        return entries == null ? List.of() : List.of(entries);
    }

    /** The one unit of this level (in this country, where given) the text names; empty where none or several. */
    public Optional<PlaceQualifier> only(PlaceQualifier.Level level, String countryCode, String text) {
        List<PlaceQualifier> units = named(TextFolding.fold(text)).stream().map(Entry::unit)
                .filter(unit -> unit.level() == level && (countryCode == null || unit.countryCode().equals(countryCode)))
                .distinct().toList();
        return units.size() == 1 ? Optional.of(units.get(0)) : Optional.empty();
    }

    /**
     * The countries and first-level divisions a name that begins with this folded prefix (and is longer) names, at
     * most {@value #MAX_COMPLETIONS}; a prefix shorter than {@value #MIN_LENGTH} completes to nothing.
     */
    public List<Entry> completing(String foldedPrefix) {
        Set<Entry> found = new LinkedHashSet<>();
        if (foldedPrefix.length() < MIN_LENGTH) {
            return List.of();
        }
        if (foldedPrefix.length() <= SHORT_START) {
            return shortStarts.getOrDefault(foldedPrefix, List.of());
        }
        int first = Arrays.binarySearch(completable, foldedPrefix);
        int from = first < 0 ? -first - 1 : first + 1;
        for (int i = from; i < completable.length && i < from + MAX_COMPLETION_TEXTS
                && completable[i].startsWith(foldedPrefix) && found.size() < MAX_COMPLETIONS; i++) {
            for (Entry entry : byText.get(completable[i])) {
                if (completes(entry)) {
                    found.add(entry);
                }
            }
        }
        return new ArrayList<>(found);
    }
}
