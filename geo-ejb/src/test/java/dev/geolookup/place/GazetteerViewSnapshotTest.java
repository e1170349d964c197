package dev.geolookup.place;

import dev.geolookup.readmodel.SnapshotDamagedException;
import dev.geolookup.readmodel.SnapshotReader;
import dev.geolookup.readmodel.SnapshotRoundTrip;
import dev.geolookup.search.GeneratedGazetteer;
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
 * against brute force; SearchIndexSnapshotTest its searches), and a damaged snapshot is refused rather than half read.
 */
class GazetteerViewSnapshotTest {

    @TempDir
    static Path directory;

    private static GazetteerView built;
    private static GazetteerView restored;
    private static Path snapshot;

    @BeforeAll
    static void roundTrip() throws IOException {
        built = GeneratedGazetteer.gazetteer();
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
            assertThat(restored.requireRow(built.geonameId(row), "Place")).isEqualTo(row);
        }
        assertThat(restored.sizeInBytes()).isEqualTo(built.sizeInBytes());
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
    void itsLargeColumnsStayInTheFileMappedRatherThanInTheHeap() throws IOException {
        try (FileChannel channel = FileChannel.open(snapshot, StandardOpenOption.READ)) {
            SnapshotReader reader = new SnapshotReader(channel);
            GazetteerView.readFrom(reader);
            reader.finish();
            // The names, the n-gram lists and the word starts; the per-row columns and dictionaries are read.
            assertThat(reader.mappedBytes()).isGreaterThan(Files.size(snapshot) / 2);
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
