package dev.geolookup.place;

import dev.geolookup.api.text.TextFolding;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reads a query as people write a place (API-DECISIONS, "A place as people write it"): a name, then qualifiers
 * separated by commas or spaces, most specific first ("Springfield, IL", "Berlin Germany", "Springfield, Illinois,
 * USA"). Every way the words after the name can all be read as qualifiers is a reading, the whole text as a name
 * always the first; which reading is meant is left to the score of what each finds. A qualifier never spans a comma;
 * the name ends in the first part. The work is bounded whatever the text: at most {@value #MAX_WORDS} words are read
 * for qualifiers, a qualifier is at most {@value #MAX_QUALIFIER_WORDS} words, and at most {@value #MAX_READINGS}
 * readings are kept.
 */
public final class QueryReader {

    static final int MAX_WORDS = 16;
    static final int MAX_QUALIFIER_WORDS = 5;
    static final int MAX_READINGS = 6;
    /** Ways to read the same words after a name as qualifiers: two readings of "IL" are one qualifier's units. */
    private static final int MAX_PARSES = 3;

    private final QualifierDictionary dictionary;

    public QueryReader(QualifierDictionary dictionary) {
        this.dictionary = dictionary;
    }

    /** A word as written, folded, and the comma-separated part of the text it is in. */
    private record Word(String text, String folded, int part) {
    }

    /** The readings of the text, the whole text as a name first. */
    public List<QueryReading> read(String text) {
        List<QueryReading> readings = new ArrayList<>();
        readings.add(QueryReading.whole(text));
        List<Word> words = words(text);
        if (words.isEmpty() || words.size() > MAX_WORDS) {
            return readings;
        }
        boolean typing = !text.isEmpty() && Character.isLetterOrDigit(text.codePointBefore(text.length()));
        int firstPartEnd = 0;
        while (firstPartEnd < words.size() && words.get(firstPartEnd).part() == 0) {
            firstPartEnd++;
        }
        Map<Integer, List<List<QueryReading.Qualifier>>> parsed = new HashMap<>();
        // Longest names first: "Frankfurt am Main" is read as a name before any of its words is read as a place.
        for (int nameEnd = firstPartEnd; nameEnd >= 1 && readings.size() < MAX_READINGS; nameEnd--) {
            if (nameEnd == words.size()) {
                continue;
            }
            String name = joined(words, 0, nameEnd);
            for (List<QueryReading.Qualifier> qualifiers : qualifiersFrom(words, nameEnd, typing, parsed)) {
                if (readings.size() < MAX_READINGS) {
                    readings.add(new QueryReading(name, qualifiers));
                }
            }
        }
        unitAlone(words).ifPresent(readings::add);
        return readings;
    }

    /**
     * The reading of a comma-separated text as a name and what follows as qualifiers, whether or not they name
     * anything: what a search that found nothing says it could not hold. Null where the text has no comma.
     */
    public QueryReading asWritten(String text) {
        String[] parts = text.split(",");
        List<QueryReading.Qualifier> qualifiers = new ArrayList<>();
        for (int i = 1; i < parts.length; i++) {
            String part = parts[i].trim();
            if (!TextFolding.fold(part).isEmpty()) {
                qualifiers.add(new QueryReading.Qualifier(part, units(dictionary.named(TextFolding.fold(part))),
                        false));
            }
        }
        String name = parts[0].trim();
        return qualifiers.isEmpty() || TextFolding.fold(name).isEmpty() ? null : new QueryReading(name, qualifiers);
    }

    /**
     * A code alone, written as codes are, in capitals ("RUS", "GIB", "NSW", "US-TX"): the units it is the code of,
     * with no name. In small letters it is a name being typed: "mar" is on its way to Maracaibo, not Morocco's MAR.
     */
    private Optional<QueryReading> unitAlone(List<Word> words) {
        if (words.size() != 1 || !words.get(0).text().equals(words.get(0).text().toUpperCase(Locale.ROOT))) {
            return Optional.empty();
        }
        List<PlaceQualifier> units = dictionary.named(words.get(0).folded()).stream()
                .filter(QualifierDictionary.Entry::code).map(QualifierDictionary.Entry::unit).distinct().toList();
        return units.isEmpty() ? Optional.empty() : Optional.of(new QueryReading("",
                List.of(new QueryReading.Qualifier(words.get(0).text(), units, false))));
    }

    /** Every way (up to {@value #MAX_PARSES}) to read words[from..] as qualifiers that can hold one place. */
    private List<List<QueryReading.Qualifier>> qualifiersFrom(List<Word> words, int from, boolean typing,
                                                              Map<Integer, List<List<QueryReading.Qualifier>>> parsed) {
        List<List<QueryReading.Qualifier>> known = parsed.get(from);
        if (known != null) {
            return known;
        }
        List<List<QueryReading.Qualifier>> parses = new ArrayList<>();
        parsed.put(from, parses);
        if (from == words.size()) {
            parses.add(List.of());
            return parses;
        }
        int part = words.get(from).part();
        for (int end = Math.min(words.size(), from + MAX_QUALIFIER_WORDS); end > from && parses.size() < MAX_PARSES;
             end--) {
            if (words.get(end - 1).part() != part) {
                continue;
            }
            String folded = foldedJoin(words, from, end);
            String written = joined(words, from, end);
            List<QueryReading.Qualifier> readings = new ArrayList<>(2);
            List<QualifierDictionary.Entry> named = dictionary.named(folded);
            List<PlaceQualifier> units = units(named);
            if (!units.isEmpty()) {
                readings.add(new QueryReading.Qualifier(written, units, false));
            }
            // The last word of a text being typed may be the start of a longer name: "Paris, Te" is on its way to
            // Texas or Tennessee. Read so, it is a reading of its own, which the score puts after the word as written;
            // a word that is a unit's name as it stands ("Texas") is taken as finished, a code ("Te", "IL") not.
            if (typing && end == words.size() && named.stream().allMatch(QualifierDictionary.Entry::code)) {
                List<PlaceQualifier> completed = new ArrayList<>(units(dictionary.completing(folded)));
                completed.removeAll(units);
                if (!completed.isEmpty()) {
                    readings.add(new QueryReading.Qualifier(written, List.copyOf(completed), true));
                }
            }
            for (QueryReading.Qualifier qualifier : readings) {
                for (List<QueryReading.Qualifier> rest : qualifiersFrom(words, end, typing, parsed)) {
                    List<QueryReading.Qualifier> parse = consistent(qualifier, rest);
                    if (parse != null && parses.size() < MAX_PARSES) {
                        parses.add(parse);
                    }
                }
            }
        }
        return parses;
    }

    /** The qualifier before the rest, each keeping only the units some unit of every other overlaps; null if none. */
    private static List<QueryReading.Qualifier> consistent(QueryReading.Qualifier first,
                                                           List<QueryReading.Qualifier> rest) {
        List<QueryReading.Qualifier> all = new ArrayList<>(rest.size() + 1);
        all.add(first);
        all.addAll(rest);
        List<QueryReading.Qualifier> kept = new ArrayList<>(all.size());
        for (QueryReading.Qualifier qualifier : all) {
            List<PlaceQualifier> units = qualifier.units().stream().filter(unit -> all.stream()
                    .filter(other -> other != qualifier)
                    .allMatch(other -> other.units().stream().anyMatch(unit::overlaps))).toList();
            if (units.isEmpty()) {
                return null;
            }
            kept.add(new QueryReading.Qualifier(qualifier.text(), units, qualifier.completion()));
        }
        return kept;
    }

    private static List<PlaceQualifier> units(List<QualifierDictionary.Entry> entries) {
        Set<PlaceQualifier> units = new LinkedHashSet<>();
        entries.forEach(entry -> units.add(entry.unit()));
        return List.copyOf(units);
    }

    private static List<Word> words(String text) {
        List<Word> words = new ArrayList<>();
        String[] parts = text.split(",", -1);
        int partNumber = 0;
        for (String part : parts) {
            boolean any = false;
            for (String word : part.trim().split("\\s+")) {
                String folded = TextFolding.fold(word);
                if (!folded.isEmpty()) {
                    words.add(new Word(word, folded, partNumber));
                    any = true;
                }
                if (words.size() > MAX_WORDS) {
                    return words;
                }
            }
            partNumber += any ? 1 : 0;
        }
        return words;
    }

    private static String joined(List<Word> words, int from, int to) {
        StringBuilder text = new StringBuilder();
        for (int i = from; i < to; i++) {
            text.append(i > from ? " " : "").append(words.get(i).text());
        }
        return text.toString();
    }

    private static String foldedJoin(List<Word> words, int from, int to) {
        StringBuilder text = new StringBuilder();
        for (int i = from; i < to; i++) {
            text.append(words.get(i).folded());
        }
        return text.toString();
    }
}
