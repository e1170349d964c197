package dev.geolookup.readmodel;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Columns written aligned and mapped back in place: every value as written, whatever the lengths around them and
 * wherever the reader's buffer ends, and a change in a mapped column is still caught by the checksum.
 */
class ColumnSnapshotTest {

    @TempDir
    Path directory;

    /** Odd lengths between plain values, one column longer than the reader's buffer. */
    private record Written(List<Object> values) {

        static Written random(Random random) {
            List<Object> values = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                int length = i == 20 ? 3_000_001 : random.nextInt(50);
                switch (i % 4) {
                    case 0 -> {
                        byte[] bytes = new byte[length];
                        random.nextBytes(bytes);
                        values.add(bytes);
                    }
                    case 1 -> {
                        short[] shorts = new short[length];
                        for (int j = 0; j < length; j++) {
                            shorts[j] = (short) random.nextInt();
                        }
                        values.add(shorts);
                    }
                    case 2 -> values.add(random.ints(length).toArray());
                    default -> values.add(random.nextLong());
                }
            }
            return new Written(values);
        }

        void writeTo(SnapshotWriter writer) {
            for (Object value : values) {
                if (value instanceof byte[] bytes) {
                    writer.write(ByteColumn.of(bytes));
                } else if (value instanceof short[] shorts) {
                    writer.write(ShortColumn.of(shorts));
                } else if (value instanceof int[] ints) {
                    writer.write(IntColumn.of(ints));
                } else {
                    writer.writeLong((Long) value);
                }
            }
        }

        void assertReadBack(SnapshotReader reader) {
            for (Object value : values) {
                if (value instanceof byte[] bytes) {
                    ByteColumn column = reader.readByteColumn();
                    assertThat(column.length()).isEqualTo(bytes.length);
                    byte[] copy = new byte[bytes.length];
                    column.copy(0, copy, 0, copy.length);
                    assertThat(copy).isEqualTo(bytes);
                } else if (value instanceof short[] shorts) {
                    ShortColumn column = reader.readShortColumn();
                    assertThat(column.length()).isEqualTo(shorts.length);
                    for (int i = 0; i < shorts.length; i++) {
                        assertThat(column.get(i)).isEqualTo(shorts[i]);
                    }
                } else if (value instanceof int[] ints) {
                    IntColumn column = reader.readIntColumn();
                    assertThat(column.length()).isEqualTo(ints.length);
                    for (int i = 0; i < ints.length; i++) {
                        assertThat(column.get(i)).isEqualTo(ints[i]);
                    }
                } else {
                    assertThat(reader.readLong()).isEqualTo(value);
                }
            }
        }
    }

    @Test
    void everyColumnComesBackMappedWithItsValues() {
        Random random = new Random(17);
        for (int trial = 0; trial < 5; trial++) {
            Written written = Written.random(random);
            Path file = directory.resolve("columns-" + trial + ".snapshot");
            long[] mapped = new long[1];
            SnapshotRoundTrip.of(file, written::writeTo, reader -> {
                written.assertReadBack(reader);
                mapped[0] = reader.mappedBytes();
                return null;
            });
            assertThat(mapped[0]).isGreaterThanOrEqualTo(3_000_001);
        }
    }

    @Test
    void aChangedByteInAMappedColumnIsCaughtByTheChecksum() throws IOException {
        Written written = Written.random(new Random(18));
        Path file = directory.resolve("changed.snapshot");
        SnapshotRoundTrip.of(file, written::writeTo, reader -> {
            written.assertReadBack(reader);
            return null;
        });
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            // Inside the long byte column, far past the reader's first buffer: only the checksum reads it.
            ByteBuffer one = ByteBuffer.allocate(1);
            long position = channel.size() / 2;
            channel.read(one, position);
            one.put(0, (byte) (one.get(0) ^ 0x01)).rewind();
            channel.write(one, position);
        }
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            SnapshotReader reader = new SnapshotReader(channel);
            for (Object value : written.values()) {
                if (value instanceof byte[]) {
                    reader.readByteColumn();
                } else if (value instanceof short[]) {
                    reader.readShortColumn();
                } else if (value instanceof int[]) {
                    reader.readIntColumn();
                } else {
                    reader.readLong();
                }
            }
            assertThatThrownBy(reader::finish).isInstanceOf(SnapshotDamagedException.class)
                    .hasMessageContaining("checksum");
        }
    }
}
