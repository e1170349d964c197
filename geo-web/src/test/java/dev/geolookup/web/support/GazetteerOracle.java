package dev.geolookup.web.support;

import dev.geolookup.api.text.Language;
import dev.geolookup.api.text.TextFolding;
import dev.geolookup.search.score.AlternateNames;
import dev.geolookup.search.score.SearchScore;
import dev.geolookup.testdata.EditDistance;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import java.util.function.Predicate;
import java.util.stream.IntStream;

/**
 * The brute-force answers to place and city queries: every feature of the table the service imported, scanned,
 * filtered and sorted on each query, with no index. Each name is folded once, when the table is read (the folding
 * is checked on its own in TextFoldingTest, and folding every name again on every query made this class most of the
 * integration suite's time); here it is the indexes that are on trial.
 */
public final class GazetteerOracle {

    /** Haversine on a sphere of 6371.0088 km (the IUGG mean radius), written out again so the service's code is not its own judge. */
    public static final double EARTH_RADIUS_KM = 6371.0088;

    /** alternateNames: the entries of GeoNames' column that are names ({@link AlternateNames}, tested alone). */
    public record Feature(long geonameId, String name, String asciiName, String featureClass, String countryCode,
                          String admin1Code, double latitude, double longitude, long population,
                          List<String> alternateNames, String featureCode) {

        List<String> ownNames() {
            return List.of(name, asciiName);
        }

        /**
         * The name, the ASCII name and the alternate names, each text searched once: of names that fold alike
         * (Löbau, L'obau), the first as written decides where its words start.
         */
        List<String> allNames() {
            List<String> names = new ArrayList<>(ownNames());
            names.addAll(alternateNames);
            Set<String> folded = new HashSet<>();
            return names.stream().filter(name -> folded.add(TextFolding.fold(name))).toList();
        }

        public List<String> allNamesFolded() {
            return allNames().stream().map(TextFolding::fold).toList();
        }
    }

    public record Neighbour(Feature feature, double distanceKm) {
    }

    /** The credit of each tier of {@link Name#tier} (none for 0, which no match has). */
    private static final double[] TIER_CREDITS = {0, 1, 0.88, 0.3, 0.1};

    /**
     * One of a feature's names as the score reads it: folded whole, folded from each word start after its first
     * character, and its weight (1 for the feature's own name and ASCII name).
     */
    private record Name(String written, String folded, List<String> foldedWordStarts, double weight) {

        static Name of(String written, double weight) {
            return new Name(written, TextFolding.fold(written), wordStarts(written).stream().filter(start -> start > 0)
                    .map(start -> TextFolding.fold(written.substring(start))).toList(), weight);
        }

        /** How the folded query matched: 1 equal, 2 the start, 3 a word start, 4 inside, 5 not at all. */
        int tier(String query) {
            if (folded.equals(query)) {
                return 1;
            }
            if (folded.startsWith(query)) {
                return 2;
            }
            for (String wordStart : foldedWordStarts) {
                if (wordStart.startsWith(query)) {
                    return 3;
                }
            }
            return folded.contains(query) ? 4 : 5;
        }
    }

    /** A feature's names, and the code points from each word start of its own two, which typo search compares. */
    private record Names(List<Name> all, List<int[]> ownWordStarts) {
    }

    private final List<Feature> features;
    /** The names of each feature, in the order of {@link #features}. */
    private final List<Names> names;
    /** By feature, the weight of each folded name of the names dataset (the best its rows give it). */
    private final Map<Long, Map<String, Double>> languageNameWeights;

    private GazetteerOracle(List<Feature> features, Map<Long, Map<String, Double>> languageNameWeights) {
        this.features = features;
        this.languageNameWeights = languageNameWeights;
        this.names = features.stream().map(this::namesOf).toList();
    }

    private Names namesOf(Feature feature) {
        List<Name> all = new ArrayList<>();
        for (String name : feature.allNames()) {
            boolean own = name.equals(feature.name()) || name.equals(feature.asciiName());
            all.add(Name.of(name, own ? 1 : weightOf(feature, name)));
        }
        List<int[]> ownWordStarts = new ArrayList<>();
        for (String own : feature.ownNames()) {
            for (int start : wordStarts(own)) {
                ownWordStarts.add(TextFolding.fold(own.substring(start)).codePoints().toArray());
            }
        }
        return new Names(List.copyOf(all), List.copyOf(ownWordStarts));
    }

    /** Where the words of a name start: at its first character, and at a word character after one that is not. */
    private static List<Integer> wordStarts(String name) {
        List<Integer> starts = new ArrayList<>();
        for (int i = 0; i < name.length(); i = name.offsetByCodePoints(i, 1)) {
            if (i == 0 || (TextFolding.isWordCharacter(name.codePointAt(i))
                    && !TextFolding.isWordCharacter(name.codePointBefore(i)))) {
                starts.add(i);
            }
        }
        return starts;
    }

    /**
     * The features of a table, read at the first call and kept: for a test class, which may read them only once
     * the service says it is ready (the tables are complete then), and must not see another class's imports.
     */
    public static Supplier<GazetteerOracle> readOnce(String table) {
        GazetteerOracle[] read = {null};
        return () -> {
            if (read[0] == null) {
                read[0] = of(table);
            }
            return read[0];
        };
    }

    /** Every row of a feature table ("place" or "city"), most populous first, ties by geonameId. */
    private static GazetteerOracle of(String table) {
        List<Feature> features = TestDatabaseQueries.rows("SELECT geoname_id, name, ascii_name, feature_class, "
                + "country_code, admin1_code, latitude, longitude, population, alternate_names, feature_code FROM "
                + table, row -> new Feature(row.getLong(1), row.getString(2), row.getString(3), row.getString(4),
                        row.getString(5), row.getString(6), row.getDouble(7), row.getDouble(8), row.getLong(9),
                        AlternateNames.names(row.getString(10)), row.getString(11)));
        Map<Long, Map<String, Double>> weights = new HashMap<>();
        TestDatabaseQueries.rows("SELECT geoname_id, name, preferred, short_name, colloquial, historic, language "
                + "FROM alternate_name WHERE language IS NOT NULL", row -> {
                    if (Language.canonicalTag(row.getString(7)) == null) {
                        return 0.0; // not a language: codes and links, which search does not weigh
                    }
                    double weight = row.getBoolean(3) || row.getBoolean(4) ? 0.55
                            : row.getBoolean(5) || row.getBoolean(6) ? 0.25 : 0.5;
                    weights.computeIfAbsent(row.getLong(1), id -> new HashMap<>())
                            .merge(TextFolding.fold(row.getString(2)), weight, Math::max);
                    return weight;
                });
        return new GazetteerOracle(features.stream()
                .sorted(Comparator.comparingLong(Feature::population).reversed()
                        .thenComparingLong(Feature::geonameId))
                .toList(), weights);
    }

    public List<Feature> features() {
        return features;
    }

    public List<Long> search(String q, String country, String featureClass, int limit) {
        String folded = q == null ? "" : TextFolding.fold(q);
        return filtered(country, featureClass)
                .filter(rank -> names.get(rank).all().stream().anyMatch(name -> name.folded().contains(folded)))
                .limit(limit)
                .mapToObj(rank -> features.get(rank).geonameId())
                .toList();
    }

    /**
     * The relevance order by its definition (docs/API.md, written out here again): every feature holding q that the
     * filters keep, by total = text + importance, then by rank.
     */
    public List<Long> searchByRelevance(String q, String country, String featureClass, int limit) {
        return searchNear(q, null, null, 0, true, f -> (country == null || country.equalsIgnoreCase(f.countryCode()))
                && (featureClass == null || featureClass.equalsIgnoreCase(f.featureClass())), limit);
    }

    /**
     * A search by the score of docs/API.md: every feature that where keeps and one of whose names holds q (all for
     * an empty q), by total = text + (1 - bias) * importance + bias * distance, highest first, then by rank. By
     * relevance, text = 3.2 * weight(class of the name) * credit(how it matched) of the feature's best name and
     * importance = log10(1 + population) + kind bonus; in population order (or without q), text is 0 and importance
     * log10(1 + population). Without a focus (lat null) distance and bias are 0.
     */
    public List<Long> searchNear(String q, Double lat, Double lng, double bias, boolean byRelevance,
                                 Predicate<Feature> where, int limit) {
        String folded = q == null ? "" : TextFolding.fold(q);
        boolean relevance = byRelevance && !folded.isEmpty();
        double weighed = lat == null ? 0 : bias;
        record Match(long geonameId, double score, int rank) {
        }
        List<Match> matches = new ArrayList<>();
        for (int rank = 0; rank < features.size(); rank++) {
            Feature f = features.get(rank);
            double text = folded.isEmpty() ? 0 : bestText(rank, folded);
            if (text == Double.NEGATIVE_INFINITY || !where.test(f)) {
                continue;
            }
            double distance = lat == null ? 0 : -2 * Math.log10(1 + distanceKm(lat, lng, f.latitude(), f.longitude()) / 50);
            matches.add(new Match(f.geonameId(), total(relevance ? text : 0,
                    relevance ? importance(f) : Math.log10(1 + f.population()), distance, weighed), rank));
        }
        return matches.stream().sorted(Comparator.comparingDouble(Match::score).reversed()
                        .thenComparingInt(Match::rank))
                .limit(limit).map(Match::geonameId).toList();
    }

    /**
     * Relevance, then, where that gives fewer than the limit, the typo-tolerant matches by their definition: the
     * text of a name or ASCII name from a word start (its own start too), whole or cut to the query's length, within
     * Damerau-Levenshtein distance 1 (4 to 7 code points) or 2 (8 or more) of the folded query, the nearest (then most
     * populous) as many as are missing; all of them ranked by score, a typo-tolerant match earning 3.2 * 0.5.
     */
    public List<Long> searchFuzzy(String q, String country, String featureClass, int limit) {
        List<Long> found = new ArrayList<>(searchByRelevance(q, country, featureClass, limit));
        int[] query = TextFolding.fold(q).codePoints().toArray();
        int allowed = query.length < 4 ? 0 : query.length < 8 ? 1 : 2;
        int[] candidates = filtered(country, featureClass).toArray();
        record Near(long geonameId, int distance, int rank, double score) {
        }
        List<Near> near = new ArrayList<>();
        for (int i = 0; i < candidates.length && allowed > 0 && found.size() < limit; i++) {
            Feature f = features.get(candidates[i]);
            int distance = nearestText(names.get(candidates[i]), query);
            if (distance <= allowed && !found.contains(f.geonameId())) {
                near.add(new Near(f.geonameId(), distance, i, 3.2 * 0.5 + importance(f)));
            }
        }
        String folded = TextFolding.fold(q);
        List<Near> all = new ArrayList<>();
        for (long id : found) {
            int i = 0;
            while (features.get(candidates[i]).geonameId() != id) {
                i++;
            }
            all.add(new Near(id, 0, i, bestText(candidates[i], folded) + importance(features.get(candidates[i]))));
        }
        near.stream().sorted(Comparator.comparingInt(Near::distance).thenComparingInt(Near::rank))
                .limit(limit - found.size()).forEach(all::add);
        return all.stream().sorted(Comparator.comparingDouble(Near::score).reversed().thenComparingInt(Near::rank))
                .map(Near::geonameId).toList();
    }

    /**
     * The alternate name whose text is higher than that of the feature's name and ASCII name (the first such in the
     * column's order among equals), or null.
     */
    public String matchedName(long geonameId, String q) {
        String folded = TextFolding.fold(q);
        Feature feature = features.stream().filter(f -> f.geonameId() == geonameId).findFirst().orElseThrow();
        double best = Double.NEGATIVE_INFINITY;
        for (String own : feature.ownNames()) {
            best = Math.max(best, text(1, Name.of(own, 1).tier(folded)));
        }
        String matched = null;
        for (String alternate : feature.allNames()) {
            if (feature.ownNames().contains(alternate)) {
                continue;
            }
            Name name = Name.of(alternate, weightOf(feature, alternate));
            double text = text(name.weight(), name.tier(folded));
            if (text > best) {
                best = text;
                matched = alternate;
            }
        }
        return matched;
    }

    /** The text of the best name of the feature at this rank; negative infinity where none holds the folded query. */
    private double bestText(int rank, String folded) {
        double best = Double.NEGATIVE_INFINITY;
        for (Name name : names.get(rank).all()) {
            best = Math.max(best, text(name.weight(), name.tier(folded)));
        }
        return best;
    }

    /** An alternate name's weight: the names dataset's class of it, else an untagged alternate name's. */
    private double weightOf(Feature feature, String alternate) {
        return languageNameWeights.getOrDefault(feature.geonameId(), Map.of())
                .getOrDefault(TextFolding.fold(alternate), 0.4);
    }

    private static double text(double weight, int tier) {
        return tier > 4 ? Double.NEGATIVE_INFINITY : 3.2 * weight * TIER_CREDITS[tier];
    }

    /**
     * log10(1 + population) and the bonus of the feature's kind, as the service keeps it (a float); a country or a
     * division counts at most 2,000,000 people.
     */
    private static double importance(Feature feature) {
        String code = feature.featureCode() == null ? "" : feature.featureCode();
        // The kind's bonus is the scoring model's own constant, not a fact this oracle judges.
        double bonus = SearchScore.kindBonus(code);
        boolean area = code.startsWith("PCL") || code.equals("TERR") || code.startsWith("ADM");
        return (float) (Math.log10(1 + (area ? Math.min(feature.population(), 2_000_000) : feature.population()))
                + bonus);
    }

    private static double total(double text, double importance, double distance, double bias) {
        return bias == 0 ? text + importance : text + (1 - bias) * importance + bias * distance;
    }

    /** The least edit distance from the query to one of the feature's own names from a word start, whole or cut. */
    private static int nearestText(Names names, int[] query) {
        int best = Integer.MAX_VALUE;
        for (int[] text : names.ownWordStarts()) {
            int[] cut = Arrays.copyOf(text, Math.min(text.length, query.length));
            best = Math.min(best, Math.min(EditDistance.between(query, text), EditDistance.between(query, cut)));
        }
        return best;
    }

    public List<Neighbour> near(double lat, double lng, int limit, Double radiusKm, String country,
                                String featureClass) {
        return filtered(country, featureClass).mapToObj(features::get)
                .map(f -> new Neighbour(f, distanceKm(lat, lng, f.latitude(), f.longitude())))
                .filter(n -> radiusKm == null || n.distanceKm() <= radiusKm)
                .sorted(Comparator.comparingDouble(Neighbour::distanceKm))
                .limit(limit)
                .toList();
    }

    public static double distanceKm(double lat1, double lng1, double lat2, double lng2) {
        double dLat = Math.toRadians(lat2 - lat1);
        double dLng = Math.toRadians(lng2 - lng1);
        double h = Math.pow(Math.sin(dLat / 2), 2)
                + Math.cos(Math.toRadians(lat1)) * Math.cos(Math.toRadians(lat2)) * Math.pow(Math.sin(dLng / 2), 2);
        return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
    }

    /** The ranks of the features the filters keep, in rank order. */
    private IntStream filtered(String country, String featureClass) {
        return IntStream.range(0, features.size())
                .filter(rank -> country == null || country.equalsIgnoreCase(features.get(rank).countryCode()))
                .filter(rank -> featureClass == null
                        || featureClass.equalsIgnoreCase(features.get(rank).featureClass()));
    }
}
