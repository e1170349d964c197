package dev.geolookup.place;

import dev.geolookup.api.place.SearchOrder;
import dev.geolookup.api.text.TextFolding;
import dev.geolookup.spatial.GreatCircle;
import dev.geolookup.spatial.NearestNeighbourIndex;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Checks the packed gazetteer against brute force over the same generated features. */
class GazetteerViewTest {

    private static final String[] SYLLABLES = {"ber", "lin", "pa", "ris", "Saint-", "É", "tienne", "ß", "n'dja",
            "me", "na", "東京", "Łódź", "aa", "o", "x", " ", "Q"};
    /** Alternate names in several scripts, and the codes and links GeoNames mixes in, which are not searched. */
    private static final String[] ALTERNATES = {"Wien", "Вена", "北京", "Москва", "Roma", "Ρώμη", "München", "القاهرة",
            "กรุงเทพ", "नई दिल्ली", "서울", "New York", "Saint-Étienne", "ber", "Lin"};
    private static final String[] CODES = {"VIE", "EHAM", "1010", "https://en.wikipedia.org/wiki/X", "NL33"};
    private static final String[] COUNTRIES = {"DE", "FR", "NL", "AU", "TD", null};
    private static final String CLASSES = "PPPAHTS";

    static List<FeatureRow> features;
    static GazetteerView gazetteer;

    @BeforeAll
    static void generate() {
        Random random = new Random(42);
        List<FeatureRow> rows = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            StringBuilder name = new StringBuilder();
            int syllables = 1 + random.nextInt(4);
            for (int s = 0; s < syllables; s++) {
                name.append(SYLLABLES[random.nextInt(SYLLABLES.length)]);
            }
            String text = name.toString();
            String ascii = random.nextInt(10) == 0 ? "alias" + random.nextInt(50) : text;
            double lat = random.nextInt(50) == 0 ? 89.9 + random.nextDouble() * 0.1 : random.nextDouble() * 180 - 90;
            double lng = random.nextDouble() * 360 - 180;
            long population = random.nextInt(4) == 0 ? 0 : random.nextInt(1_000_000);
            List<String> alternates = new ArrayList<>();
            for (int a = random.nextInt(3) == 0 ? random.nextInt(6) : 0; a > 0; a--) {
                alternates.add(random.nextInt(5) == 0 ? CODES[random.nextInt(CODES.length)]
                        : ALTERNATES[random.nextInt(ALTERNATES.length)] + (random.nextBoolean() ? "" : " " + i % 37));
            }
            rows.add(new FeatureRow(1 + i * 7L, text, ascii, String.valueOf(CLASSES.charAt(random.nextInt(CLASSES.length()))),
                    "PPL", COUNTRIES[random.nextInt(COUNTRIES.length)], "01", random.nextInt(3) == 0 ? null : "0" + i % 9,
                    lat, lng, population, "Europe/Berlin", alternates.isEmpty() ? null : String.join(",", alternates)));
        }
        rows.sort(Comparator.comparingLong(FeatureRow::population).reversed().thenComparingLong(FeatureRow::geonameId));
        features = rows;
        // The builder ranks the features itself, whatever order they come in.
        List<FeatureRow> shuffled = new ArrayList<>(rows);
        Collections.shuffle(shuffled, new Random(1));
        GazetteerViewBuilder builder = new GazetteerViewBuilder(1);
        shuffled.forEach(builder::add);
        gazetteer = builder.build();
    }

    @Test
    void searchFindsWhatAScanOfEveryFeatureFinds() {
        Random random = new Random(7);
        List<String> queries = new ArrayList<>(List.of("a", "e", "ss", "東", "東京", "lodz", "ndjamena", "saint etienne",
                "SAINT-ÉTIENNE", "x", "q", "alias1", "aaa", "zzz", "1", "berlinpa", "wien", "京", "вена", "vie", "1010"));
        for (int i = 0; i < 200; i++) {
            String key = TextFolding.fold(features.get(random.nextInt(features.size())).name());
            if (key.isEmpty()) {
                continue;
            }
            int from = random.nextInt(key.length());
            queries.add(key.substring(from, Math.min(key.length(), from + 1 + random.nextInt(20))));
        }
        for (String query : queries) {
            for (String country : new String[] {null, "FR", "TD"}) {
                for (Character featureClass : new Character[] {null, 'P', 'H'}) {
                    for (int limit : new int[] {1, 20, 100}) {
                        assertThat(idsOf(Searches.rows(gazetteer, query, RowFilter.of(gazetteer.countryNumber(country),
                                featureClass == null ? GazetteerView.ANY : featureClass), SearchOrder.POPULATION, limit)))
                                .as("q=%s country=%s class=%s limit=%d", query, country, featureClass, limit)
                                .containsExactlyElementsOf(bruteForceSearch(query, country, featureClass, limit));
                    }
                }
            }
        }
    }

    @Test
    void relevanceSearchRanksAsTheScoreDefinitionDoesOverEveryFeature() {
        Random random = new Random(17);
        List<String> queries = new ArrayList<>(List.of("a", "pa", "paris", "saint etienne", "tienne", "etienne",
                "SAINT-ÉTIENNE", "dja", "ndja", "me", "x", "q", "alias1", "alias", "lodz", "東京", "ss", "berlin", "wien",
                "Москва", "北京", "京", "roma", "ρωμη", "munchen", "القاهرة", "กรุงเทพ", "दिल्ली", "서울", "york",
                "new york 1", "eham", "vie", "lin", "ber"));
        for (int i = 0; i < 300; i++) {
            FeatureRow feature = features.get(random.nextInt(features.size()));
            String name = random.nextInt(4) == 0 ? feature.asciiName() : feature.name();
            String key = TextFolding.fold(name);
            if (key.isEmpty()) {
                continue;
            }
            int from = random.nextInt(3) == 0 ? 0 : random.nextInt(key.length());
            queries.add(key.substring(from, Math.min(key.length(), from + 1 + random.nextInt(12))));
        }
        for (String query : queries) {
            for (String country : new String[] {null, "FR"}) {
                for (Character featureClass : new Character[] {null, 'P'}) {
                    for (int limit : new int[] {1, 7, 100}) {
                        assertThat(idsOf(Searches.rows(gazetteer, query, RowFilter.of(gazetteer.countryNumber(country),
                                featureClass == null ? GazetteerView.ANY : featureClass), SearchOrder.RELEVANCE, limit)))
                                .as("q=%s country=%s class=%s limit=%d", query, country, featureClass, limit)
                                .containsExactlyElementsOf(bruteForceRelevance(query, country, featureClass, limit));
                    }
                }
            }
        }
    }

    @Test
    void fuzzySearchAddsWhatTheEditDistanceDefinitionFindsOverEveryFeature() {
        Random random = new Random(23);
        List<String> queries = new ArrayList<>(List.of("berln", "prais", "parsi", "saint etiene", "saint etinene",
                "tienen", "ndjamenna", "東京東京x", "lodzz", "alias", "aliass12", "qqqq", "berlinpaa", "ber", "aaaa",
                "pa ris me"));
        for (int i = 0; i < 60; i++) {
            String key = TextFolding.fold(features.get(random.nextInt(features.size())).name());
            if (key.length() < 4) {
                continue;
            }
            int from = random.nextInt(3) == 0 ? 0 : random.nextInt(key.length() - 3);
            String part = key.substring(from, Math.min(key.length(), from + 4 + random.nextInt(9)));
            queries.add(withTypos(part, 1 + random.nextInt(2), random));
        }
        for (String query : queries) {
            String folded = TextFolding.fold(query);
            int[] distances = fuzzyDistances(folded);
            for (String country : new String[] {null, "FR"}) {
                for (Character featureClass : new Character[] {null, 'P'}) {
                    for (int limit : new int[] {1, 7, 100}) {
                        List<Long> expected = new ArrayList<>(bruteForceRelevance(query, country, featureClass, limit));
                        record Near(long id, int distance, int rank, double score) {
                        }
                        List<Near> near = new ArrayList<>();
                        for (int rank = 0; rank < features.size(); rank++) {
                            FeatureRow f = features.get(rank);
                            if (distances[rank] > 0 && !expected.contains(f.geonameId())
                                    && (country == null || country.equals(f.countryCode()))
                                    && (featureClass == null || featureClass.toString().equals(f.featureClass()))) {
                                near.add(new Near(f.geonameId(), distances[rank], rank,
                                        SearchScore.text(NameClass.OWN, MatchKind.FUZZY) + Searches.importance(f)));
                            }
                        }
                        // The typo-tolerant matches join those holding the query, all by score.
                        List<Near> joined = new ArrayList<>();
                        for (long id : expected) {
                            int rank = rankOf(id);
                            joined.add(new Near(id, 0, rank, Searches.text(features.get(rank), folded)
                                    + Searches.importance(features.get(rank))));
                        }
                        near.stream().sorted(Comparator.comparingInt(Near::distance).thenComparingInt(Near::rank))
                                .limit(limit - expected.size()).forEach(joined::add);
                        expected = joined.stream().sorted(Comparator.comparingDouble(Near::score).reversed()
                                .thenComparingInt(Near::rank)).map(Near::id).toList();
                        assertThat(idsOf(Searches.found(gazetteer, folded, RowFilter.of(gazetteer.countryNumber(country),
                                featureClass == null ? GazetteerView.ANY : featureClass), null,
                                SearchOrder.RELEVANCE, limit, true).rows()))
                                .as("q=%s country=%s class=%s limit=%d", query, country, featureClass, limit)
                                .containsExactlyElementsOf(expected);
                    }
                }
            }
        }
    }

    @Test
    void aRecordFoundThroughAnAlternateNameSaysWhichByTheScoreDefinition() {
        int checked = 0;
        for (String query : List.of("wien", "вена", "北京", "京", "roma", "munchen", "york", "new york 1", "ber", "lin",
                "saint etienne", "दिल्ली", "paris", "e")) {
            String folded = TextFolding.fold(query);
            SearchPlan.Found found = Searches.found(gazetteer, folded, RowFilter.NONE, null, SearchOrder.RELEVANCE, 100,
                    false);
            for (int i = 0; i < found.rows().length; i++) {
                FeatureRow feature = features.get(found.rows()[i]);
                double best = Double.NEGATIVE_INFINITY;
                for (String own : List.of(feature.name(), feature.asciiName())) {
                    MatchKind kind = Searches.kindOf(own, folded);
                    best = kind == null ? best : Math.max(best, SearchScore.text(NameClass.OWN, kind));
                }
                String expected = null;
                for (String alternate : AlternateNames.names(feature.alternateNames())) {
                    MatchKind kind = Searches.kindOf(alternate, folded);
                    if (kind != null && SearchScore.text(NameClass.ALTERNATE, kind) > best) {
                        best = SearchScore.text(NameClass.ALTERNATE, kind);
                        expected = alternate;
                    }
                }
                assertThat(found.matchedNames()[i]).as("q=%s row=%d", query, found.rows()[i]).isEqualTo(expected);
                checked += expected == null ? 0 : 1;
            }
        }
        assertThat(checked).as("records found through an alternate name").isGreaterThan(100);
    }

    @Test
    void codesAndLinksAreNotSearchedAsNames() {
        // No generated name holds these; only the codes and the link among the alternate names do.
        for (String code : List.of("eham", "vie", "1010", "nl33", "wikipedia")) {
            int[] found = Searches.rows(gazetteer, code, RowFilter.NONE, SearchOrder.POPULATION, 100);
            assertThat(found).as("q=%s %s", code, found.length == 0 ? "" : features.get(found[0])).isEmpty();
        }
        assertThat(Searches.rows(gazetteer, "wien", RowFilter.NONE, SearchOrder.RELEVANCE, 100))
                .as("the alternate names that are names are searched").isNotEmpty();
    }

    @Test
    void rowsAreRankedByPopulationThenId() {
        for (int row = 0; row < features.size(); row++) {
            assertThat((long) gazetteer.geonameId(row)).isEqualTo(features.get(row).geonameId());
            assertThat(gazetteer.countryCode(row)).isEqualTo(features.get(row).countryCode());
            assertThat(gazetteer.name(row)).isEqualTo(features.get(row).name());
        }
    }

    @Test
    void aCountryNoFeatureHasMatchesNothing() {
        assertThat(gazetteer.countryNumber("ZZ")).isEqualTo(GazetteerView.NO_SUCH_COUNTRY);
        assertThat(Searches.rows(gazetteer, "a", RowFilter.of(GazetteerView.NO_SUCH_COUNTRY, GazetteerView.ANY),
                SearchOrder.RELEVANCE, 20)).isEmpty();
    }

    @Test
    void findsEveryFeatureByItsId() {
        for (int i = 0; i < features.size(); i += 97) {
            FeatureRow feature = features.get(i);
            int row = gazetteer.requireRow((int) feature.geonameId());
            assertThat(gazetteer.name(row)).isEqualTo(feature.name());
            assertThat(gazetteer.asciiName(row)).isEqualTo(feature.asciiName());
            assertThat(gazetteer.latitude(row)).isEqualTo(feature.latitude());
        }
        assertThatThrownBy(() -> gazetteer.requireRow(2)).hasMessage("Country not found");
    }

    @Test
    void nearestMatchesAScanOfEveryFeature() {
        Random random = new Random(11);
        List<double[]> points = new ArrayList<>(List.of(new double[] {90, 0}, new double[] {-90, 0},
                new double[] {0, 180}, new double[] {10, -179.99}, new double[] {-50, -140}, new double[] {89.95, 45}));
        for (int i = 0; i < 100; i++) {
            points.add(new double[] {random.nextDouble() * 180 - 90, random.nextDouble() * 360 - 180});
        }
        for (double[] point : points) {
            for (String country : new String[] {null, "NL"}) {
                for (double radius : new double[] {Double.POSITIVE_INFINITY, 500}) {
                    NearestNeighbourIndex.Neighbours found = gazetteer.nearest(point[0], point[1], 10, radius,
                            gazetteer.countryNumber(country), GazetteerView.ANY);
                    List<Long> expected = bruteForceNear(point[0], point[1], country, radius, 10);
                    assertThat(idsOf(found.points())).as("near %s,%s %s %s", point[0], point[1], country, radius)
                            .containsExactlyElementsOf(expected);
                }
            }
        }
    }

    private static List<Long> idsOf(int[] rows) {
        return IntStream.of(rows).mapToObj(row -> (long) gazetteer.geonameId(row)).toList();
    }

    private static List<Long> bruteForceSearch(String query, String country, Character featureClass, int limit) {
        String folded = TextFolding.fold(query);
        return features.stream()
                .filter(f -> country == null || country.equals(f.countryCode()))
                .filter(f -> featureClass == null || featureClass.toString().equals(f.featureClass()))
                .filter(f -> namesOf(f).stream().anyMatch(name -> TextFolding.fold(name).contains(folded)))
                .limit(limit)
                .map(FeatureRow::geonameId)
                .toList();
    }

    /**
     * The tiers as defined, by brute force: a name (or ASCII name) folded equals the query, starts with it, has a
     * word (a letter or digit after a character that is neither) whose folded rest starts with it, or contains it;
     * the better of the two names counts; ties go by rank.
     */
    /** Every feature holding the query that the filters keep, by score (SearchScore, no focus), then rank. */
    private static List<Long> bruteForceRelevance(String query, String country, Character featureClass, int limit) {
        String folded = TextFolding.fold(query);
        record Match(long id, double score, int rank) {
        }
        List<Match> matches = new ArrayList<>();
        for (int rank = 0; rank < features.size(); rank++) {
            FeatureRow f = features.get(rank);
            if ((country != null && !country.equals(f.countryCode()))
                    || (featureClass != null && !featureClass.toString().equals(f.featureClass()))) {
                continue;
            }
            double text = Searches.text(f, folded);
            if (text > Double.NEGATIVE_INFINITY) {
                matches.add(new Match(f.geonameId(), SearchScore.total(text, Searches.importance(f), 0, 0), rank));
            }
        }
        return matches.stream().sorted(Comparator.comparingDouble(Match::score).reversed()
                        .thenComparingInt(Match::rank))
                .limit(limit).map(Match::id).toList();
    }

    private static int rankOf(long geonameId) {
        for (int rank = 0; rank < features.size(); rank++) {
            if (features.get(rank).geonameId() == geonameId) {
                return rank;
            }
        }
        throw new IllegalArgumentException("no feature " + geonameId);
    }

    /** Every searched name of a feature: its name, ASCII name and the alternate names that are names. */
    static List<String> namesOf(FeatureRow feature) {
        List<String> names = new ArrayList<>(List.of(feature.name(), feature.asciiName()));
        names.addAll(AlternateNames.names(feature.alternateNames()));
        return names;
    }

    static int tierOf(String name, String folded) {
        String whole = TextFolding.fold(name);
        if (whole.equals(folded)) {
            return 1;
        }
        if (whole.startsWith(folded)) {
            return 2;
        }
        for (int i = 1; i < name.length(); i++) {
            if (TextFolding.isWordCharacter(name.codePointAt(i)) && !TextFolding.isWordCharacter(name.codePointBefore(i))
                    && TextFolding.fold(name.substring(i)).startsWith(folded)) {
                return 3;
            }
        }
        return whole.contains(folded) ? 4 : 5;
    }

    /**
     * Per rank, the edit distance of the nearest text of the feature's two names from a word start (the name's own
     * start included), whole or cut to the query's length; 0 where none is within the edits the query allows.
     */
    private static int[] fuzzyDistances(String folded) {
        int[] query = folded.codePoints().toArray();
        int allowed = query.length < 4 ? 0 : query.length < 8 ? 1 : 2;
        int[] distances = new int[features.size()];
        for (int rank = 0; rank < features.size() && allowed > 0; rank++) {
            int best = Integer.MAX_VALUE;
            for (String name : List.of(features.get(rank).name(), features.get(rank).asciiName())) {
                for (int i = 0; i < name.length(); i++) {
                    if (i > 0 && !(TextFolding.isWordCharacter(name.codePointAt(i))
                            && !TextFolding.isWordCharacter(name.codePointBefore(i)))) {
                        continue;
                    }
                    int[] text = TextFolding.fold(name.substring(i)).codePoints().toArray();
                    int[] cut = java.util.Arrays.copyOf(text, Math.min(text.length, query.length));
                    best = Math.min(best, Math.min(editDistance(query, text), editDistance(query, cut)));
                }
            }
            distances[rank] = best <= allowed ? best : 0;
        }
        return distances;
    }

    /** Damerau-Levenshtein distance, optimal string alignment (no substring edited twice). */
    private static int editDistance(int[] a, int[] b) {
        int[][] d = new int[a.length + 1][b.length + 1];
        for (int i = 0; i <= a.length; i++) {
            for (int j = 0; j <= b.length; j++) {
                if (i == 0 || j == 0) {
                    d[i][j] = i + j;
                    continue;
                }
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1));
                if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length][b.length];
    }

    /** The text with this many random edits: a letter inserted, dropped, replaced, or two neighbours swapped. */
    private static String withTypos(String text, int edits, Random random) {
        StringBuilder typed = new StringBuilder(text);
        for (int e = 0; e < edits && typed.length() > 2; e++) {
            int at = random.nextInt(typed.length() - 1);
            switch (random.nextInt(4)) {
                case 0 -> typed.insert(at, (char) ('a' + random.nextInt(26)));
                case 1 -> typed.deleteCharAt(at);
                case 2 -> typed.setCharAt(at, (char) ('a' + random.nextInt(26)));
                default -> {
                    char kept = typed.charAt(at);
                    typed.setCharAt(at, typed.charAt(at + 1));
                    typed.setCharAt(at + 1, kept);
                }
            }
        }
        return typed.toString();
    }

    private static List<Long> bruteForceNear(double lat, double lng, String country, double radius, int limit) {
        record Candidate(long id, int rank, double km) {
        }
        List<Candidate> candidates = new ArrayList<>();
        for (int rank = 0; rank < features.size(); rank++) {
            FeatureRow f = features.get(rank);
            double km = GreatCircle.distanceKm(lat, lng, f.latitude(), f.longitude());
            if ((country == null || country.equals(f.countryCode())) && km <= radius) {
                candidates.add(new Candidate(f.geonameId(), rank, km));
            }
        }
        return candidates.stream()
                .sorted(Comparator.comparingDouble(Candidate::km).thenComparingInt(Candidate::rank))
                .limit(limit)
                .map(Candidate::id)
                .toList();
    }
}
