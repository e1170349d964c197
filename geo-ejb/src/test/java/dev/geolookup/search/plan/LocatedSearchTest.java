package dev.geolookup.search.plan;

import dev.geolookup.search.PropertyTries;
import dev.geolookup.search.Searches;
import dev.geolookup.search.GeneratedGazetteer;

import dev.geolookup.search.index.GridArea;
import dev.geolookup.search.index.RowFilter;
import dev.geolookup.search.index.SearchArea;
import dev.geolookup.search.score.NameClassifier;
import dev.geolookup.search.score.SearchScore;

import dev.geolookup.place.FeatureRow;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.api.geo.BoundingBox;
import dev.geolookup.api.geo.Coordinates;
import dev.geolookup.api.place.SearchFocus;
import dev.geolookup.api.place.SearchOrder;
import dev.geolookup.api.text.TextFolding;
import dev.geolookup.spatial.GreatCircle;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.function.Predicate;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Location-aware search over GazetteerViewTest's generated features, against brute force: every feature scored by
 * the documented formula, filtered by area by plain comparisons, and sorted.
 */
@Tag("property")
class LocatedSearchTest {

    private static final List<FeatureRow> features = GeneratedGazetteer.features();
    private static final GazetteerView gazetteer = GeneratedGazetteer.gazetteer();

    @Test
    void aFocusRanksAsTheScoreDefinitionDoesOverEveryFeature() {
        Random random = new Random(35);
        for (int i = 0; i < PropertyTries.of(150); i++) {
            String query = queryFrom(features.get(random.nextInt(features.size())), random);
            SearchFocus focus = new SearchFocus(randomPoint(random), new double[] {0, 0.25, 0.5, 0.9, 1}[i % 5]);
            SearchOrder order = i % 3 == 0 ? SearchOrder.POPULATION : SearchOrder.RELEVANCE;
            int limit = new int[] {1, 10, 50}[i % 3];
            SearchPlan.Found found = located(TextFolding.fold(query), RowFilter.NONE, focus, order,
                    LocatedSearch.Limits.DEFAULT, limit);
            assertThat(idsOf(found.rows())).as("q=%s focus=%s order=%s limit=%d", query, focus, order, limit)
                    .containsExactlyElementsOf(bruteForce(query, focus, order, feature -> true, limit));
            for (int r = 0; r < found.rows().length; r++) {
                assertThat(found.distancesKm()[r]).isEqualTo(distanceKm(focus.point(), features.get(found.rows()[r])));
            }
        }
    }

    @Test
    void theCommonQueryPathRanksAsTheScoreDefinitionDoes() {
        // With a scoring cap of 0 every query takes the path of common queries: the walk over the grid by bound.
        assertCommonQueriesRankAsTheScoreDefinitionDoes(0, 30_000);
    }

    @Test
    void aGridWalkThatGivesUpLeavesTheRestToScoringEachCandidate() {
        // The walk reads a few rows, then scoring each candidate (all of them, whatever their number) finishes.
        assertCommonQueriesRankAsTheScoreDefinitionDoes(Integer.MAX_VALUE, 50);
    }

    @Test
    void theCommonQueryPathRanksAsTheScoreDefinitionDoesWhereTheGridWalkGivesUp() {
        // With a grid cap of 0 the walk gives up at once: the best by population and the nearest, grown until they
        // prove the answer.
        assertCommonQueriesRankAsTheScoreDefinitionDoes(0, 0);
    }

    @Test
    void theGridWalkRanksAsTheScoreDefinitionDoesWithFiltersAndAtEveryBias() {
        Random random = new Random(43);
        for (int i = 0; i < PropertyTries.of(200); i++) {
            String query = i % 10 == 0 ? "" : queryFrom(features.get(random.nextInt(features.size())), random);
            query = i % 7 == 0 && query.length() > 1 ? query.substring(0, 1) : query;
            SearchFocus focus = new SearchFocus(randomPoint(random), new double[] {0.01, 0.3, 0.5, 0.75, 1}[i % 5]);
            SearchOrder order = i % 3 == 0 || query.isEmpty() ? SearchOrder.POPULATION : SearchOrder.RELEVANCE;
            int limit = new int[] {1, 5, 10, 50}[i % 4];
            FeatureRow some = features.get(random.nextInt(features.size()));
            boolean byCountry = i % 4 == 1 && some.countryCode() != null;
            RowFilter filter = byCountry ? RowFilter.of(gazetteer.countryNumber(some.countryCode()), GazetteerView.ANY)
                    : RowFilter.NONE;
            // Blocks gathered at once, and (0) every cell opened on its own.
            LocatedSearch.Limits limits = new LocatedSearch.Limits(0, Integer.MAX_VALUE, i % 2 == 0 ? 256 : 0);
            int[] rows = located(TextFolding.fold(query), filter, focus, order, limits, limit).rows();
            assertThat(idsOf(rows)).as("q=%s focus=%s order=%s limit=%d country=%s", query, focus, order, limit,
                            byCountry ? some.countryCode() : null)
                    .containsExactlyElementsOf(bruteForce(query, focus, order,
                            feature -> !byCountry || some.countryCode().equals(feature.countryCode()), limit));
        }
    }

    private void assertCommonQueriesRankAsTheScoreDefinitionDoes(int scoredRows, int gridRows) {
        Random random = new Random(39);
        for (int i = 0; i < PropertyTries.of(150); i++) {
            String query = i % 10 == 0 ? "" : queryFrom(features.get(random.nextInt(features.size())), random);
            SearchFocus focus = new SearchFocus(randomPoint(random), new double[] {0.1, 0.5, 0.9, 1}[i % 4]);
            SearchOrder order = i % 3 == 0 || query.isEmpty() ? SearchOrder.POPULATION : SearchOrder.RELEVANCE;
            int limit = new int[] {1, 10, 50}[i % 3];
            LocatedSearch.Limits limits = new LocatedSearch.Limits(0, gridRows, i % 2 == 0 ? 256 : 0);
            int[] rows = located(TextFolding.fold(query), RowFilter.NONE, focus, order, limits, limit).rows();
            assertThat(idsOf(rows)).as("q=%s focus=%s order=%s limit=%d", query, focus, order, limit)
                    .containsExactlyElementsOf(bruteForce(query, focus, order, feature -> true, limit));
        }
    }

    @Test
    void theCommonQueryPathKeepsTheFeatureAtTheFocusFirstAtFullBias() {
        // With a scoring cap of 0 every query takes the path of common queries (the grid walk, or where it gives up
        // the best by population and the nearest), which must still find a feature of the name exactly where the
        // user stands.
        Random random = new Random(41);
        for (int i = 0; i < PropertyTries.of(200); i++) {
            FeatureRow feature = features.get(random.nextInt(features.size()));
            String name = TextFolding.fold(feature.name());
            if (name.isEmpty()) {
                continue;
            }
            SearchFocus focus = new SearchFocus(new Coordinates(feature.latitude(), feature.longitude()), 1);
            LocatedSearch.Limits limits = new LocatedSearch.Limits(0, i % 2 == 0 ? 30_000 : 0, i % 3 == 0 ? 256 : 0);
            int[] rows = located(name, RowFilter.NONE, focus, SearchOrder.RELEVANCE, limits, 5).rows();
            assertThat(rows).as("q=%s", name).isNotEmpty();
            FeatureRow first = features.get(rows[0]);
            assertThat(distanceKm(focus.point(), first)).as("q=%s first=%s", name, first).isZero();
            assertThat(GeneratedGazetteer.namesOf(first).stream().map(TextFolding::fold)).contains(name);
        }
    }

    @Test
    void aBoxKeepsWhatABruteForceFilterKeepsAcrossTheAntimeridianToo() {
        Random random = new Random(53);
        List<BoundingBox> boxes = new ArrayList<>(List.of(new BoundingBox(170, -30, -170, 30),
                new BoundingBox(-180, -90, 180, 90), new BoundingBox(0, 0, 0.5, 0.5), new BoundingBox(-10, 85, 10, 90),
                new BoundingBox(100, -60, 99, 60)));
        for (int i = 0; i < PropertyTries.of(60); i++) {
            double west = random.nextDouble() * 360 - 180;
            double south = random.nextDouble() * 170 - 90;
            double east = west + random.nextDouble() * (i % 2 == 0 ? 20 : 200);
            boxes.add(new BoundingBox(west, south, east > 180 ? east - 360 : east,
                    Math.min(90, south + random.nextDouble() * 40)));
        }
        for (int i = 0; i < boxes.size(); i++) {
            BoundingBox box = boxes.get(i);
            String query = i % 3 == 0 ? "" : queryFrom(features.get(random.nextInt(features.size())), random);
            SearchFocus focus = i % 4 == 0 ? new SearchFocus(randomPoint(random), 0.5) : null;
            SearchOrder order = query.isEmpty() ? SearchOrder.POPULATION : SearchOrder.RELEVANCE;
            RowFilter filter = RowFilter.NONE.inside(SearchArea.of(box, null, null));
            int[] rows = located(TextFolding.fold(query), filter, focus, order, LocatedSearch.Limits.DEFAULT, 100).rows();
            Predicate<FeatureRow> inside = feature -> inBox(box, feature);
            assertThat(idsOf(rows)).as("q=%s box=%s focus=%s", query, box, focus)
                    .containsExactlyElementsOf(bruteForce(query, focus, order, inside, 100));
        }
    }

    @Test
    void aSmallAreaIsReadByItsCellsAsTheScoreDefinitionSays() {
        // Areas of up to AREA_CELLS cells of the grid: walked by bound over their cells, with a focus or without.
        Random random = new Random(71);
        int readByCells = 0;
        int tries = PropertyTries.of(120);
        for (int i = 0; i < tries; i++) {
            FeatureRow near = features.get(random.nextInt(features.size()));
            double half = new double[] {0.2, 1, 5, 12}[i % 4];
            BoundingBox box = new BoundingBox(wrapped(near.longitude() - half), Math.max(-90, near.latitude() - half),
                    wrapped(near.longitude() + half), Math.min(90, near.latitude() + half));
            Coordinates centre = new Coordinates(near.latitude(), near.longitude());
            double radiusKm = new double[] {20, 150, 600}[i % 3];
            boolean inCircle = i % 5 == 0;
            SearchArea area = inCircle ? SearchArea.of(null, centre, radiusKm) : SearchArea.of(box, null, null);
            readByCells += GridArea.of(area).cellCount() <= LocatedSearch.AREA_CELLS ? 1 : 0;
            String query = i % 9 == 0 ? near.name().substring(0, Math.min(1, near.name().length()))
                    : queryFrom(features.get(random.nextInt(features.size())), random);
            SearchOrder order = i % 4 == 3 ? SearchOrder.POPULATION : SearchOrder.RELEVANCE;
            SearchFocus focus = switch (i % 6) {
                case 0 -> new SearchFocus(centre, 0);
                case 1 -> new SearchFocus(centre, 0.5);
                case 2 -> new SearchFocus(randomPoint(random), 1);
                default -> null;
            };
            int limit = new int[] {1, 5, 20, 100}[i % 4];
            RowFilter filter = RowFilter.NONE.inside(area);
            int[] rows = located(TextFolding.fold(query), filter, focus, order, LocatedSearch.Limits.DEFAULT, limit).rows();
            Predicate<FeatureRow> inside = inCircle ? feature -> distanceKm(centre, feature) <= radiusKm
                    : feature -> inBox(box, feature);
            assertThat(idsOf(rows)).as("q=%s area=%s focus=%s order=%s limit=%d", query, area, focus, order, limit)
                    .containsExactlyElementsOf(bruteForce(query, focus, order, inside, limit));
        }
        assertThat(readByCells).as("areas read by their cells, of %d", tries).isGreaterThan(tries * 5 / 6);
    }

    private static double wrapped(double longitude) {
        return longitude > 180 ? longitude - 360 : longitude < -180 ? longitude + 360 : longitude;
    }

    @Test
    void aRadiusKeepsWhatLiesWithinItOfTheFocus() {
        Random random = new Random(61);
        for (int i = 0; i < PropertyTries.of(60); i++) {
            Coordinates centre = randomPoint(random);
            double radiusKm = new double[] {50, 500, 3000, 20_000}[i % 4];
            SearchFocus focus = new SearchFocus(centre, new double[] {0, 0.5, 1}[i % 3]);
            String query = i % 2 == 0 ? "" : queryFrom(features.get(random.nextInt(features.size())), random);
            SearchOrder order = query.isEmpty() ? SearchOrder.POPULATION : SearchOrder.RELEVANCE;
            RowFilter filter = RowFilter.NONE.inside(SearchArea.of(null, centre, radiusKm));
            int[] rows = located(TextFolding.fold(query), filter, focus, order, LocatedSearch.Limits.DEFAULT, 30).rows();
            assertThat(idsOf(rows)).as("q=%s centre=%s radius=%s", query, centre, radiusKm)
                    .containsExactlyElementsOf(bruteForce(query, focus, order,
                            feature -> distanceKm(centre, feature) <= radiusKm, 30));
        }
    }

    @Test
    void aFirstLevelDivisionFilterKeepsOnlyItsFeatures() {
        int admin1 = gazetteer.admin1Number("01");
        int france = gazetteer.countryNumber("FR");
        assertThat(gazetteer.countriesWithAdmin1(admin1)).contains("FR", "DE");
        assertThat(gazetteer.countriesWithAdmin1(gazetteer.admin1Number("99"))).isEmpty();
        int[] rows = Searches.rows(gazetteer, "", RowFilter.NONE.inCountry(france).inAdmin1(admin1),
                SearchOrder.POPULATION, 100);
        List<Long> expected = features.stream()
                .filter(feature -> "FR".equals(feature.countryCode()) && "01".equals(feature.admin1Code()))
                .limit(100).map(FeatureRow::geonameId).toList();
        assertThat(idsOf(rows)).isNotEmpty().containsExactlyElementsOf(expected);
    }

    private static SearchPlan.Found located(String folded, RowFilter filter, SearchFocus focus, SearchOrder order,
                                            LocatedSearch.Limits limits, int limit) {
        return new SearchPlan(gazetteer.search(), NameClassifier.UNTAGGED, limits).search(folded, filter, focus, order, limit,
                false, false);
    }

    /**
     * Every feature holding the query that the area keeps, by the score of SearchScore (text and importance by
     * relevance, log10(1 + population) alone in population order, the distance term with a focus), then by rank.
     */
    private static List<Long> bruteForce(String query, SearchFocus focus, SearchOrder order,
                                         Predicate<FeatureRow> inArea, int limit) {
        String folded = TextFolding.fold(query);
        boolean byRelevance = order == SearchOrder.RELEVANCE && !folded.isEmpty();
        record Match(long id, double score, int rank) {
        }
        List<Match> matches = new ArrayList<>();
        for (int rank = 0; rank < features.size(); rank++) {
            FeatureRow feature = features.get(rank);
            double text = Searches.text(feature, folded);
            if (text == Double.NEGATIVE_INFINITY || !inArea.test(feature)) {
                continue;
            }
            double importance = byRelevance ? Searches.importance(feature)
                    : SearchScore.populationImportance(feature.population());
            double bias = focus == null ? 0 : focus.bias();
            double distance = focus == null ? 0 : SearchScore.distance(distanceKm(focus.point(), feature));
            matches.add(new Match(feature.geonameId(),
                    SearchScore.total(byRelevance ? text : 0, importance, distance, bias), rank));
        }
        return matches.stream().sorted(Comparator.comparingDouble(Match::score).reversed()
                        .thenComparingInt(Match::rank))
                .limit(limit).map(Match::id).toList();
    }

    private static boolean inBox(BoundingBox box, FeatureRow feature) {
        double lat = feature.latitude();
        double lng = feature.longitude();
        boolean inLongitude = box.minLng() <= box.maxLng() ? lng >= box.minLng() && lng <= box.maxLng()
                : lng >= box.minLng() || lng <= box.maxLng();
        return lat >= box.minLat() && lat <= box.maxLat() && inLongitude;
    }

    private static double distanceKm(Coordinates point, FeatureRow feature) {
        return GreatCircle.distanceKm(point.latitude(), point.longitude(), feature.latitude(), feature.longitude());
    }

    private static String queryFrom(FeatureRow feature, Random random) {
        String key = TextFolding.fold(feature.name());
        if (key.isEmpty()) {
            return "a";
        }
        int from = random.nextInt(3) == 0 ? 0 : random.nextInt(key.length());
        return key.substring(from, Math.min(key.length(), from + 1 + random.nextInt(8)));
    }

    private static Coordinates randomPoint(Random random) {
        return new Coordinates(random.nextDouble() * 180 - 90, random.nextDouble() * 360 - 180);
    }

    private static List<Long> idsOf(int[] rows) {
        return IntStream.of(rows).mapToObj(row -> (long) gazetteer.geonameId(row)).toList();
    }
}
