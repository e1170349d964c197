package dev.geolookup.place;

import dev.geolookup.api.geo.Coordinates;
import dev.geolookup.api.place.SearchFocus;
import dev.geolookup.api.place.SearchOrder;
import dev.geolookup.api.text.TextFolding;
import dev.geolookup.readmodel.SnapshotDamagedException;
import dev.geolookup.readmodel.SnapshotReader;
import dev.geolookup.readmodel.SnapshotRoundTrip;
import dev.geolookup.spatial.NearestNeighbourIndex;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A gazetteer read back from its snapshot answers exactly as the one that was built (which GazetteerViewTest checks
 * against brute force), and a damaged snapshot is refused rather than half read.
 */
class GazetteerViewSnapshotTest {

    @TempDir
    static Path directory;

    private static GazetteerView built;
    private static GazetteerView restored;
    private static Path snapshot;

    @BeforeAll
    static void roundTrip() throws IOException {
        GazetteerViewTest.generate();
        built = GazetteerViewTest.gazetteer;
        snapshot = directory.resolve("places.snapshot");
        restored = SnapshotRoundTrip.of(snapshot, built::writeTo, GazetteerView::readFrom);
    }

    @Test
    void everyRowComesBackWithEveryColumn() {
        assertThat(restored.version()).isEqualTo(built.version());
        assertThat(restored.size()).isEqualTo(built.size()).isGreaterThan(10_000);
        for (int row = 0; row < built.size(); row++) {
            assertThat(restored.geonameId(row)).isEqualTo(built.geonameId(row));
            assertThat(restored.name(row)).isEqualTo(built.name(row));
            assertThat(restored.asciiName(row)).isEqualTo(built.asciiName(row));
            assertThat(restored.featureClass(row)).isEqualTo(built.featureClass(row));
            assertThat(restored.featureCode(row)).isEqualTo(built.featureCode(row));
            assertThat(restored.countryCode(row)).isEqualTo(built.countryCode(row));
            assertThat(restored.admin1Code(row)).isEqualTo(built.admin1Code(row));
            assertThat(restored.admin2Code(row)).isEqualTo(built.admin2Code(row));
            assertThat(restored.latitude(row)).isEqualTo(built.latitude(row));
            assertThat(restored.longitude(row)).isEqualTo(built.longitude(row));
            assertThat(restored.population(row)).isEqualTo(built.population(row));
            assertThat(restored.timezone(row)).isEqualTo(built.timezone(row));
            assertThat(restored.requireRow(built.geonameId(row))).isEqualTo(row);
        }
        assertThat(restored.sizeInBytes()).isEqualTo(built.sizeInBytes());
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
            assertThat(new SearchPlan(restored, NameClassifier.UNTAGGED, gridOnly).search(query, RowFilter.NONE, focus,
                    order, 10, false, false).rows()).as("q=%s focus=%s %s", query, focus, order)
                    .containsExactly(new SearchPlan(built, NameClassifier.UNTAGGED, gridOnly).search(query,
                            RowFilter.NONE, focus, order, 10, false, false).rows());
        }
    }

    @Test
    void nearestAnswersAsTheBuiltGazetteerDoes() {
        Random random = new Random(5);
        for (int i = 0; i < 200; i++) {
            double latitude = random.nextDouble() * 180 - 90;
            double longitude = random.nextDouble() * 360 - 180;
            NearestNeighbourIndex.Neighbours expected = built.nearest(latitude, longitude, 10, 2000,
                    built.countryNumber("NL"), GazetteerView.ANY);
            NearestNeighbourIndex.Neighbours found = restored.nearest(latitude, longitude, 10, 2000,
                    restored.countryNumber("NL"), GazetteerView.ANY);
            assertThat(found.points()).containsExactly(expected.points());
            assertThat(found.distancesKm()).containsExactly(expected.distancesKm());
        }
    }

    @Test
    void aSnapshotWithOneByteChangedIsRefused() throws IOException {
        Path changed = directory.resolve("changed.snapshot");
        Files.copy(snapshot, changed);
        try (FileChannel channel = FileChannel.open(changed, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            // A byte deep in the posting lists: the columns before it still parse, only the checksum can tell.
            ByteBuffer one = ByteBuffer.allocate(1);
            long position = channel.size() * 3 / 4;
            channel.read(one, position);
            one.put(0, (byte) (one.get(0) ^ 0x10)).rewind();
            channel.write(one, position);
        }
        try (FileChannel channel = FileChannel.open(changed, StandardOpenOption.READ)) {
            SnapshotReader reader = new SnapshotReader(channel);
            GazetteerView.readFrom(reader);
            assertThatThrownBy(reader::finish).isInstanceOf(SnapshotDamagedException.class)
                    .hasMessageContaining("checksum");
        }
    }

    @Test
    void aCutOffSnapshotIsRefused() throws IOException {
        Path cut = directory.resolve("cut.snapshot");
        try (FileChannel source = FileChannel.open(snapshot, StandardOpenOption.READ);
             FileChannel target = FileChannel.open(cut, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            source.transferTo(0, source.size() / 2, target);
        }
        try (FileChannel channel = FileChannel.open(cut, StandardOpenOption.READ)) {
            SnapshotReader reader = new SnapshotReader(channel);
            assertThatThrownBy(() -> GazetteerView.readFrom(reader)).isInstanceOf(SnapshotDamagedException.class);
        }
    }
}
