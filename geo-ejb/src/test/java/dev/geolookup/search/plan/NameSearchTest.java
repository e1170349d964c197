package dev.geolookup.search.plan;

import dev.geolookup.search.PropertyTries;
import dev.geolookup.search.Searches;
import dev.geolookup.search.GeneratedGazetteer;

import dev.geolookup.search.index.RowFilter;
import dev.geolookup.search.score.AlternateNames;
import dev.geolookup.search.score.MatchKind;
import dev.geolookup.search.score.NameClass;
import dev.geolookup.search.score.SearchScore;

import dev.geolookup.api.place.SearchOrder;
import dev.geolookup.api.text.TextFolding;
import dev.geolookup.place.FeatureRow;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.testdata.EditDistance;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/** Name search without a focus over the generated gazetteer, against the definitions applied to every feature. */
@Tag("property")
class NameSearchTest {

    private static final List<FeatureRow> features = GeneratedGazetteer.features();
    private static final GazetteerView gazetteer = GeneratedGazetteer.gazetteer();

    @Test
    void searchFindsWhatAScanOfEveryFeatureFinds() {
        Random random = new Random(7);
        List<String> queries = new ArrayList<>(List.of("a", "e", "ss", "東", "東京", "lodz", "ndjamena", "saint etienne",
                "SAINT-ÉTIENNE", "x", "q", "alias1", "aaa", "zzz", "1", "berlinpa", "wien", "京", "вена", "vie", "1010"));
        for (int i = 0; i < PropertyTries.of(200); i++) {
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
                    // The scan's answer at a limit is its answer at the largest limit, cut: one scan for the three.
                    List<Long> scanned = bruteForceSearch(query, country, featureClass, 100);
                    for (int limit : new int[] {1, 20, 100}) {
                        assertThat(idsOf(Searches.rows(gazetteer, query, RowFilter.of(gazetteer.countryNumber(country),
                                featureClass == null ? GazetteerView.ANY : featureClass), SearchOrder.POPULATION, limit)))
                                .as("q=%s country=%s class=%s limit=%d", query, country, featureClass, limit)
                                .containsExactlyElementsOf(firstOf(scanned, limit));
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
        for (int i = 0; i < PropertyTries.of(300); i++) {
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
                    List<Long> ranked = bruteForceRelevance(query, country, featureClass, 100);
                    for (int limit : new int[] {1, 7, 100}) {
                        assertThat(idsOf(Searches.rows(gazetteer, query, RowFilter.of(gazetteer.countryNumber(country),
                                featureClass == null ? GazetteerView.ANY : featureClass), SearchOrder.RELEVANCE, limit)))
                                .as("q=%s country=%s class=%s limit=%d", query, country, featureClass, limit)
                                .containsExactlyElementsOf(firstOf(ranked, limit));
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
        for (int i = 0; i < PropertyTries.of(60); i++) {
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
    void aCountryNoFeatureHasMatchesNothing() {
        assertThat(gazetteer.countryNumber("ZZ")).isEqualTo(GazetteerView.NO_SUCH_COUNTRY);
        assertThat(Searches.rows(gazetteer, "a", RowFilter.of(GazetteerView.NO_SUCH_COUNTRY, GazetteerView.ANY),
                SearchOrder.RELEVANCE, 20)).isEmpty();
    }

    private static List<Long> firstOf(List<Long> ids, int limit) {
        return ids.subList(0, Math.min(limit, ids.size()));
    }

    private static List<Long> idsOf(int[] rows) {
        return IntStream.of(rows).mapToObj(row -> (long) gazetteer.geonameId(row)).toList();
    }

    private static List<Long> bruteForceSearch(String query, String country, Character featureClass, int limit) {
        String folded = TextFolding.fold(query);
        return features.stream()
                .filter(f -> country == null || country.equals(f.countryCode()))
                .filter(f -> featureClass == null || featureClass.toString().equals(f.featureClass()))
                .filter(f -> GeneratedGazetteer.namesOf(f).stream().anyMatch(name -> TextFolding.fold(name).contains(folded)))
                .limit(limit)
                .map(FeatureRow::geonameId)
                .toList();
    }

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
                    best = Math.min(best, Math.min(EditDistance.between(query, text),
                            EditDistance.between(query, cut)));
                }
            }
            distances[rank] = best <= allowed ? best : 0;
        }
        return distances;
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
}
