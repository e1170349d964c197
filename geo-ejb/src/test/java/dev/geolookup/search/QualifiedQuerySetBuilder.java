package dev.geolookup.search;

import dev.geolookup.api.text.TextFolding;
import dev.geolookup.place.FeatureRow;
import dev.geolookup.subdivision.Admin1Outlines;
import dev.geolookup.subdivision.BundledSubdivisions;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.zip.GZIPInputStream;

/**
 * Writes src/test/resources/judged-queries/qualified.tsv from the bundled data by this rule:
 * <ul>
 *     <li>The names: the names (as written in cities15000, folded to compare) that cities of cities15000 in at least
 *     two different first-level divisions share, ordered by the population of all their cities (descending, then
 *     the folded name); the first {@value #NAMES}.</li>
 *     <li>Each division of such a name (country and admin1 code, where admin1CodesASCII names the division): the most
 *     populous city of the name in it is expected, asked as {@code name, division} and {@code name division} (group
 *     {@code qualified-division-name}, the division's name as admin1CodesASCII gives it) and, where the division has
 *     a code people write (GeoNames' own letter code, as US states have, else the part after the hyphen of its ISO
 *     3166-2 code where that is not a number; codes of one letter, which people write as initials, are left out), as {@code name, CODE} and {@code name CODE}
 *     ({@code qualified-division-code}).</li>
 *     <li>Each country of such a name: the most populous city of the name in it is expected, asked as
 *     {@code name, Country} and {@code name Country} (countryInfo's English name, {@code qualified-country-name}), and
 *     as {@code name, CC} and {@code name CCC} (alpha-2 with a comma, alpha-3 without; {@code qualified-country-code}).
 *     </li>
 *     <li>Each query on /cities and on /places; the same city is expected on both.</li>
 * </ul>
 * The expected place comes from cities15000 alone; the division and country names and codes from admin1CodesASCII,
 * countryInfo and the ISO codes of the bundled crosswalk. Run it again (the main method, from the geo-ejb directory)
 * only when the bundled data changes; a change of the search is judged against this set as it is.
 */
final class QualifiedQuerySetBuilder {

    static final int NAMES = 150;

    public static void main(String[] args) throws Exception {
        List<FeatureRow> cities = BundledGazetteer.cities();
        Map<String, String> countryNames = countryNames();
        Map<String, String> alpha3 = BundledQualifiers.alpha3Codes();
        Map<String, String> divisionNames = divisionNames();
        Admin1Outlines crosswalk = BundledSubdivisions.bundledCrosswalk();
        Map<String, List<FeatureRow>> byName = cities.stream().filter(city -> city.admin1Code() != null
                        && !city.admin1Code().isEmpty())
                .collect(Collectors.groupingBy(city -> TextFolding.fold(city.name()), LinkedHashMap::new,
                        Collectors.toList()));
        List<List<FeatureRow>> shared = byName.entrySet().stream()
                .filter(entry -> entry.getValue().stream().map(QualifiedQuerySetBuilder::admin1Key).distinct()
                        .count() >= 2)
                .sorted(Comparator.comparingLong((Map.Entry<String, List<FeatureRow>> entry) -> -entry.getValue()
                        .stream().mapToLong(FeatureRow::population).sum()).thenComparing(Map.Entry::getKey))
                .limit(NAMES).map(Map.Entry::getValue).toList();
        List<String> queries = new ArrayList<>();
        for (List<FeatureRow> namesakes : shared) {
            for (FeatureRow city : mostPopulousBy(namesakes, QualifiedQuerySetBuilder::admin1Key)) {
                String division = divisionNames.get(admin1Key(city));
                if (division != null) {
                    both(queries, "qualified-division-name", city, division, "its division's name");
                }
                String code = divisionCode(city, crosswalk);
                if (code != null) {
                    both(queries, "qualified-division-code", city, code, "its division's code");
                }
            }
            for (FeatureRow city : mostPopulousBy(namesakes, FeatureRow::countryCode)) {
                String country = countryNames.get(city.countryCode());
                if (country != null) {
                    both(queries, "qualified-country-name", city, country, "its country's name");
                }
                add(queries, "qualified-country-code", city, city.name() + ", " + city.countryCode(),
                        "alpha-2 after a comma");
                if (alpha3.get(city.countryCode()) != null) {
                    add(queries, "qualified-country-code", city, city.name() + " " + alpha3.get(city.countryCode()),
                            "alpha-3 after a space");
                }
            }
        }
        List<String> lines = new ArrayList<>();
        lines.add("# group\tendpoint\tq\tlang\tlat\tlng\texpected geonameId\treason; made by QualifiedQuerySetBuilder, "
                + "whose comment gives the rule");
        for (String endpoint : List.of("cities", "places")) {
            queries.forEach(query -> lines.add(query.replace("{endpoint}", endpoint)));
        }
        Files.write(JudgedQuery.DIRECTORY.resolve("qualified.tsv"), lines, StandardCharsets.UTF_8);
        System.out.println(queries.size() + " queries per endpoint");
    }

    private static void both(List<String> queries, String group, FeatureRow city, String qualifier, String what) {
        add(queries, group, city, city.name() + ", " + qualifier, what + " after a comma");
        add(queries, group, city, city.name() + " " + qualifier, what + " after a space");
    }

    private static void add(List<String> queries, String group, FeatureRow city, String text, String how) {
        queries.add(String.join("\t", group, "{endpoint}", text, "", "", "", Long.toString(city.geonameId()),
                city.name() + ", " + admin1Key(city) + ", the most populous of the name there; " + how));
    }

    private static String admin1Key(FeatureRow city) {
        return city.countryCode() + "." + city.admin1Code();
    }

    private static List<FeatureRow> mostPopulousBy(List<FeatureRow> namesakes,
                                                   java.util.function.Function<FeatureRow, String> unit) {
        Map<String, FeatureRow> best = new LinkedHashMap<>();
        namesakes.stream().sorted(Comparator.comparingLong(FeatureRow::population).reversed()
                        .thenComparingLong(FeatureRow::geonameId))
                .forEach(city -> best.putIfAbsent(unit.apply(city), city));
        return List.copyOf(best.values());
    }

    private static String divisionCode(FeatureRow city, Admin1Outlines crosswalk) {
        if (city.admin1Code().length() >= 2 && city.admin1Code().chars().allMatch(Character::isLetter)) {
            return city.admin1Code();
        }
        Admin1Outlines.IsoCode iso = crosswalk.isoOf(admin1Key(city));
        if (iso == null) {
            return null;
        }
        String suffix = iso.code().substring(iso.code().indexOf('-') + 1);
        return suffix.length() < 2 || suffix.chars().allMatch(Character::isDigit) ? null : suffix;
    }

    private static Map<String, String> countryNames() throws IOException {
        Map<String, String> names = new HashMap<>();
        for (String[] fields : tsv("geonames/countryInfo.txt.gz")) {
            if (!fields[0].startsWith("#") && fields.length > 4) {
                names.put(fields[0], fields[4]);
            }
        }
        return names;
    }

    private static Map<String, String> divisionNames() throws IOException {
        Map<String, String> names = new HashMap<>();
        for (String[] fields : tsv("geonames/admin1CodesASCII.txt.gz")) {
            names.put(fields[0], fields[1]);
        }
        return names;
    }

    private static List<String[]> tsv(String file) throws IOException {
        List<String[]> rows = new ArrayList<>();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(new GZIPInputStream(Files.newInputStream(
                BundledGazetteer.DATASETS.resolve(file))), StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                rows.add(line.split("\t", -1));
            }
        }
        return rows;
    }
}
