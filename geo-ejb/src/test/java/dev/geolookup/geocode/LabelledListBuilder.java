package dev.geolookup.geocode;

import dev.geolookup.place.FeatureRow;
import dev.geolookup.place.LocalNameRow;
import dev.geolookup.search.BundledGazetteer;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Writes src/test/resources/geocode/labelled.csv, the list geocoding is judged on, from the bundled data by this
 * rule, with a seeded random choice at each step:
 * <ul>
 *     <li>the cities of cities15000 with at least {@value #MIN_POPULATION} people, by geonameId;</li>
 *     <li>the name: in 45% of rows the city's own name, in 20% its ASCII name, in 35% its name in one of the
 *     {@value #LANGUAGES} languages with the most names in the names dataset (neither historic nor colloquial; the
 *     own name where it has none);</li>
 *     <li>in 50% of rows a country: half of them its ISO alpha-2 code, half its English name from GeoNames'
 *     countryInfo;</li>
 *     <li>in 15% of rows whose name has five letters or more, one typo: a letter dropped, doubled, replaced or two
 *     swapped.</li>
 * </ul>
 * The expected answer of each row is the city it was made from. Run it again (the main method, from the geo-ejb
 * directory) when the bundled data changes.
 */
final class LabelledListBuilder {

    static final long MIN_POPULATION = 50_000;
    static final int LANGUAGES = 12;
    static final Path FILE = Path.of("src/test/resources/geocode/labelled.csv");

    public static void main(String[] args) throws IOException {
        List<FeatureRow> cities = BundledGazetteer.cities().stream()
                .filter(city -> city.population() >= MIN_POPULATION)
                .sorted(Comparator.comparingLong(FeatureRow::geonameId)).toList();
        List<LocalNameRow> names = BundledGazetteer.names();
        Set<String> languages = names.stream().collect(Collectors.groupingBy(LocalNameRow::language,
                        Collectors.counting())).entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(LANGUAGES).map(Map.Entry::getKey).collect(Collectors.toSet());
        Map<Long, List<LocalNameRow>> namesByCity = names.stream()
                .filter(name -> languages.contains(name.language()) && !name.historic() && !name.colloquial())
                .collect(Collectors.groupingBy(LocalNameRow::geonameId));
        Map<String, String> countryNames = countryNames();
        Random random = new Random(48);
        List<String> lines = new ArrayList<>();
        lines.add("name,country,expected_geoname_id,variant");
        for (FeatureRow city : cities) {
            double pick = random.nextDouble();
            List<LocalNameRow> local = namesByCity.getOrDefault(city.geonameId(), List.of());
            String variant;
            String name;
            if (pick < 0.35 && !local.isEmpty()) {
                LocalNameRow chosen = local.get(random.nextInt(local.size()));
                name = chosen.name();
                variant = "lang-" + chosen.language();
            } else if (pick >= 0.35 && pick < 0.55) {
                name = city.asciiName();
                variant = "ascii";
            } else {
                name = city.name();
                variant = "own";
            }
            String country = "";
            if (random.nextBoolean()) {
                boolean byName = random.nextBoolean();
                country = byName ? countryNames.getOrDefault(city.countryCode(), city.countryCode())
                        : city.countryCode();
                variant += byName ? "+country-name" : "+country-code";
            }
            if (random.nextDouble() < 0.15 && name.codePointCount(0, name.length()) >= 5) {
                name = withTypo(name, random);
                variant += "+typo";
            }
            lines.add(quoted(name) + "," + quoted(country) + "," + city.geonameId() + "," + variant);
        }
        Files.createDirectories(FILE.getParent());
        Files.write(FILE, lines, StandardCharsets.UTF_8);
        System.out.println(lines.size() - 1 + " rows written to " + FILE);
    }

    private static String withTypo(String name, Random random) {
        int[] codePoints = name.codePoints().toArray();
        StringBuilder typed = new StringBuilder();
        int at = 1 + random.nextInt(codePoints.length - 2);
        int kind = random.nextInt(4);
        for (int i = 0; i < codePoints.length; i++) {
            if (i == at) {
                switch (kind) {
                    case 0 -> { }
                    case 1 -> typed.appendCodePoint(codePoints[i]).appendCodePoint(codePoints[i]);
                    case 2 -> typed.appendCodePoint(Character.isLowerCase(codePoints[i]) && codePoints[i] != 'e'
                            ? 'e' : 'a');
                    default -> {
                        typed.appendCodePoint(codePoints[i + 1]).appendCodePoint(codePoints[i]);
                        i++;
                    }
                }
            } else {
                typed.appendCodePoint(codePoints[i]);
            }
        }
        return typed.toString();
    }

    private static String quoted(String value) {
        return value.isEmpty() ? "" : "\"" + value.replace("\"", "\"\"") + "\"";
    }

    /** GeoNames' English name of each country, by alpha-2 code. */
    private static Map<String, String> countryNames() {
        Map<String, String> names = new HashMap<>();
        BundledGazetteer.countryInfo().forEach(fields -> names.put(fields[0], fields[4]));
        return names;
    }
}
