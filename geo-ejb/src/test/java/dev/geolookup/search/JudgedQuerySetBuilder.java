package dev.geolookup.search;

import dev.geolookup.place.FeatureRow;
import dev.geolookup.place.LocalNameRow;
import dev.geolookup.api.text.TextFolding;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Writes src/test/resources/judged-queries/generated.tsv from the bundled data by this rule:
 * <ul>
 *     <li>{@code prefix}: for each of the {@value #CITIES} most populous cities of cities15000 (population
 *     descending, then geonameId), the shortest start of its name as written whose folded form has at least three
 *     characters and under which it is the most populous city whose name or ASCII name (folded) starts the same
 *     way; a city with no such start (a larger city has its whole name) is left out. Asked on /cities, the city
 *     expected first; and on /places, where the start is the shortest under which the city is the most populous
 *     feature of the places dataset but its divisions (of any other class: a country of that name start comes
 *     first). A division's population counts every place in it, a sum the bundled data estimates from its
 *     places, and a city comes before the province it is the seat of and named after: divisions are judged by
 *     hand (hand-judged.tsv and DivisionSearchTest), not by population.</li>
 *     <li>{@code localized} and {@code localized-start}: for the same cities, the name the names dataset shows in
 *     each of its {@value #LANGUAGES} languages with the most names (one per city and language, the one the read
 *     model shows: preferred, then neither historic nor colloquial, then the full form), where it folds other than
 *     the city's name and ASCII name; whole, and cut to its first 60% of characters (at least three), asked on
 *     /cities with {@code lang} set to that language.</li>
 * </ul>
 * Run it again (the main method, from the geo-ejb directory) when the bundled data changes.
 */
final class JudgedQuerySetBuilder {

    static final int CITIES = 500;
    static final int LANGUAGES = 12;

    public static void main(String[] args) throws IOException {
        List<FeatureRow> cities = new ArrayList<>(BundledGazetteer.cities());
        cities.sort(Comparator.comparingLong(FeatureRow::population).reversed()
                .thenComparingLong(FeatureRow::geonameId));
        List<FeatureRow> top = cities.subList(0, CITIES);
        List<String> lines = new ArrayList<>();
        lines.add("# group\tendpoint\tq\tlang\tlat\tlng\texpected geonameId\treason; made by JudgedQuerySetBuilder, "
                + "whose comment gives the rule");
        List<FeatureRow> places = new ArrayList<>(BundledGazetteer.places().stream()
                .filter(feature -> feature.featureCode() == null || !feature.featureCode().startsWith("ADM")).toList());
        places.sort(Comparator.comparingLong(FeatureRow::population).reversed()
                .thenComparingLong(FeatureRow::geonameId));
        for (Map.Entry<String, List<FeatureRow>> endpoint : Map.of("cities", cities, "places", places).entrySet()
                .stream().sorted(Map.Entry.comparingByKey()).toList()) {
            for (FeatureRow largeCity : top) {
                FeatureRow city = endpoint.getValue().stream().filter(f -> f.geonameId() == largeCity.geonameId())
                        .findFirst().orElse(null);
                String prefix = city == null ? null : shortestLeadingPrefix(city, endpoint.getValue());
                if (prefix != null) {
                    lines.add(new JudgedQuery("prefix", endpoint.getKey(), prefix, null, null, null,
                            city.geonameId(), city.name()).line());
                }
            }
        }
        List<LocalNameRow> names = BundledGazetteer.names();
        Map<String, Long> perLanguage = names.stream()
                .collect(Collectors.groupingBy(LocalNameRow::language, Collectors.counting()));
        List<String> languages = perLanguage.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(LANGUAGES).map(Map.Entry::getKey).toList();
        Map<Long, Map<String, String>> shown = new HashMap<>();
        for (LocalNameRow name : names) {
            shown.computeIfAbsent(name.geonameId(), id -> new LinkedHashMap<>()).putIfAbsent(name.language(),
                    name.name());
        }
        for (FeatureRow city : top) {
            Map<String, String> byLanguage = shown.getOrDefault(city.geonameId(), Map.of());
            for (String language : languages) {
                String name = byLanguage.get(language);
                String folded = name == null ? "" : TextFolding.fold(name);
                if (folded.isEmpty() || folded.equals(TextFolding.fold(city.name()))
                        || folded.equals(TextFolding.fold(city.asciiName()))) {
                    continue;
                }
                lines.add(new JudgedQuery("localized", "cities", name, language, null, null, city.geonameId(),
                        city.name()).line());
                int[] codePoints = name.codePoints().toArray();
                int cut = (int) Math.ceil(codePoints.length * 0.6);
                String start = new String(codePoints, 0, cut).strip();
                if (TextFolding.fold(start).codePointCount(0, TextFolding.fold(start).length()) >= 3
                        && cut < codePoints.length) {
                    lines.add(new JudgedQuery("localized-start", "cities", start, language, null, null,
                            city.geonameId(), city.name()).line());
                }
            }
        }
        Files.write(JudgedQuery.DIRECTORY.resolve("generated.tsv"), lines, StandardCharsets.UTF_8);
        System.out.println(lines.size() - 1 + " judged queries written");
    }

    /** The shortest start of the name under which the city is the most populous feature whose own names start alike. */
    private static String shortestLeadingPrefix(FeatureRow city, List<FeatureRow> byPopulation) {
        String name = city.name();
        for (int end = name.offsetByCodePoints(0, 1); ; end = name.offsetByCodePoints(end, 1)) {
            String typed = name.substring(0, end).strip();
            String folded = TextFolding.fold(typed);
            if (folded.codePointCount(0, folded.length()) < 3 || (end < name.length()
                    && !TextFolding.isWordCharacter(name.codePointBefore(end)))) {
                continue;
            }
            FeatureRow largest = byPopulation.stream()
                    .filter(other -> TextFolding.fold(other.name()).startsWith(folded)
                            || TextFolding.fold(other.asciiName()).startsWith(folded))
                    .findFirst().orElse(city);
            if (largest.geonameId() == city.geonameId()) {
                return typed;
            }
            if (end == name.length()) {
                return null;
            }
        }
    }
}
