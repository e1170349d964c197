package dev.geolookup.readmodel;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.function.Consumer;
import java.util.function.Function;

/** Writes a snapshot file as a holder does and reads it back, checksum and end mark included. */
public final class SnapshotRoundTrip {

    private SnapshotRoundTrip() {
    }

    public static <T> T of(Path file, Consumer<SnapshotWriter> write, Function<SnapshotReader, T> read) {
        try {
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE,
                    StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE)) {
                SnapshotWriter writer = new SnapshotWriter(channel);
                write.accept(writer);
                writer.finish();
            }
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
                SnapshotReader reader = new SnapshotReader(channel);
                T restored = read.apply(reader);
                reader.finish();
                return restored;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
