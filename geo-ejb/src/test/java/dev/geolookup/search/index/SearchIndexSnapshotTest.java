package dev.geolookup.search.index;

import dev.geolookup.search.Searches;
import dev.geolookup.search.GeneratedGazetteer;

import dev.geolookup.search.plan.LocatedSearch;
import dev.geolookup.search.plan.SearchPlan;
import dev.geolookup.search.score.NameClassifier;

import dev.geolookup.api.geo.Coordinates;
import dev.geolookup.api.place.SearchFocus;
import dev.geolookup.api.place.SearchOrder;
import dev.geolookup.api.text.TextFolding;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.readmodel.SnapshotRoundTrip;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** The search index read back with its gazetteer's snapshot answers every search as the one that was built. */
class SearchIndexSnapshotTest {

    @TempDir
    static Path directory;

    private static GazetteerView built;
    private static GazetteerView restored;

    @BeforeAll
    static void roundTrip() throws IOException {
        built = GeneratedGazetteer.gazetteer();
        restored = SnapshotRoundTrip.of(directory.resolve("places.snapshot"), built::writeTo, GazetteerView::readFrom);
    }

    @Test
    void searchesAnswerAsTheBuiltGazetteerDoes() {
        Random random = new Random(3);
        for (int i = 0; i < 300; i++) {
            String key = TextFolding.fold(built.name(random.nextInt(built.size())));
            int from = random.nextInt(Math.max(1, key.length()));
            String query = key.substring(Math.min(from, key.length()), Math.min(key.length(), from + 1 + random.nextInt(6)));
            for (String country : new String[] {null, "FR", "ZZ"}) {
                int featureClass = random.nextBoolean() ? GazetteerView.ANY : 'P';
                SearchOrder order = SearchOrder.values()[random.nextInt(SearchOrder.values().length)];
                assertThat(Searches.rows(restored, query, RowFilter.of(restored.countryNumber(country), featureClass),
                        order, 50)).as("q=%s country=%s %s", query, country, order)
                        .containsExactly(Searches.rows(built, query, RowFilter.of(built.countryNumber(country),
                                featureClass), order, 50));
            }
        }
    }

    @Test
    void searchesNearAPointAnswerAsTheBuiltGazetteerDoes() {
        // Every query read from the grid (no candidate scored one by one): its n-gram lists by place come back too.
        LocatedSearch.Limits gridOnly = new LocatedSearch.Limits(0, Integer.MAX_VALUE, 256);
        Random random = new Random(4);
        for (int i = 0; i < 200; i++) {
            String key = TextFolding.fold(built.name(random.nextInt(built.size())));
            String query = key.substring(0, Math.min(key.length(), 1 + random.nextInt(4)));
            SearchFocus focus = new SearchFocus(new Coordinates(random.nextDouble() * 180 - 90,
                    random.nextDouble() * 360 - 180), 0.5);
            SearchOrder order = i % 2 == 0 ? SearchOrder.RELEVANCE : SearchOrder.POPULATION;
            assertThat(new SearchPlan(restored.search(), NameClassifier.UNTAGGED, gridOnly).search(query, RowFilter.NONE, focus,
                    order, 10, false, false).rows()).as("q=%s focus=%s %s", query, focus, order)
                    .containsExactly(new SearchPlan(built.search(), NameClassifier.UNTAGGED, gridOnly).search(query,
                            RowFilter.NONE, focus, order, 10, false, false).rows());
        }
    }
}
