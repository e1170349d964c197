package dev.geolookup.bench;

import dev.geolookup.api.text.TextFolding;
import dev.geolookup.place.FeatureRow;
import dev.geolookup.search.score.AlternateNames;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** The queries and points of {@link GazetteerScale}: names sampled from the features, typos, users' whereabouts. */
final class ScaleQueries {

    private ScaleQueries() {
    }

    /** Points where users are: bundled places, each moved up to about 50 km. */
    static List<double[]> userPoints(List<FeatureRow> real, Random random, int count) {
        List<double[]> points = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            FeatureRow place = real.get(random.nextInt(real.size()));
            points.add(new double[] {Math.max(-90, Math.min(90, place.latitude() + (random.nextDouble() - 0.5) * 0.9)),
                    Math.max(-180, Math.min(180, place.longitude() + (random.nextDouble() - 0.5) * 0.9))});
        }
        return points;
    }

    /** Alternate names of random features that have some, as the search takes them (AlternateNames). */
    static List<String> sampleAlternateNames(List<FeatureRow> features, int count, Random random) {
        List<String> names = new ArrayList<>(count);
        while (names.size() < count) {
            List<String> alternates = AlternateNames.names(features.get(random.nextInt(features.size())).alternateNames());
            if (!alternates.isEmpty()) {
                names.add(alternates.get(random.nextInt(alternates.size())));
            }
        }
        return names;
    }

    static List<String> sampleNames(List<FeatureRow> features, int count, Random random) {
        List<String> names = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            names.add(features.get(random.nextInt(features.size())).name());
        }
        return names;
    }

    /** Each query with one edit (two from eight letters): a letter dropped, doubled, replaced, or two swapped. */
    static List<String> withTypos(List<String> queries, Random random) {
        List<String> typed = new ArrayList<>();
        for (String query : queries) {
            StringBuilder text = new StringBuilder(query);
            int edits = query.length() >= 8 ? 2 : 1;
            for (int e = 0; e < edits && text.length() > 2; e++) {
                int at = random.nextInt(text.length() - 1);
                switch (random.nextInt(4)) {
                    case 0 -> text.deleteCharAt(at);
                    case 1 -> text.insert(at, text.charAt(at));
                    case 2 -> text.setCharAt(at, (char) ('a' + random.nextInt(26)));
                    default -> {
                        char kept = text.charAt(at);
                        text.setCharAt(at, text.charAt(at + 1));
                        text.setCharAt(at + 1, kept);
                    }
                }
            }
            typed.add(text.toString());
        }
        return typed;
    }

    /** Substrings of real names by length, and the most frequent letters and pairs. */
    static Map<String, List<String>> queriesByLength(List<String> names, Random random) {
        Map<String, List<String>> queries = new LinkedHashMap<>();
        queries.put("frequent letters", List.of("a", "e", "i", "n", "o", "r", "s", "an", "er", "ar", "en", "in"));
        int[][] lengths = {{1, 2}, {3, 5}, {6, 10}, {11, 20}};
        List<String> mixed = new ArrayList<>();
        for (int[] range : lengths) {
            List<String> group = new ArrayList<>();
            while (group.size() < 500) {
                String name = names.get(random.nextInt(names.size()));
                int length = range[0] + random.nextInt(range[1] - range[0] + 1);
                if (name.length() < length) {
                    continue;
                }
                int from = random.nextInt(name.length() - length + 1);
                String q = name.substring(from, from + length);
                if (!TextFolding.fold(q).isEmpty()) {
                    group.add(q);
                }
            }
            queries.put(range[0] + "-" + range[1] + " chars", group);
            mixed.addAll(group);
        }
        queries.put("1-20 (mixed)", mixed);
        return queries;
    }

    /**
     * The first letters of the 500 largest cities' names from the judged set (geo-ejb's judged-queries, the rule in
     * JudgedQuerySetBuilder): the queries the scoring model is judged on, as a group of their own.
     */
    static List<String> judgedPrefixes() throws java.io.IOException {
        java.nio.file.Path file = BundledData.ROOT.resolve("geo-ejb/src/test/resources/judged-queries/generated.tsv");
        return java.nio.file.Files.readAllLines(file).stream().filter(line -> line.startsWith("prefix\tcities\t"))
                .map(line -> line.split("\t")[2]).toList();
    }

    static List<double[]> randomPoints(Random random, int count) {
        List<double[]> points = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            points.add(new double[] {Math.toDegrees(Math.asin(2 * random.nextDouble() - 1)), random.nextDouble() * 360 - 180});
        }
        return points;
    }
}
