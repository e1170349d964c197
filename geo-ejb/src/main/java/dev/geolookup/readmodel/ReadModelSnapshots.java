package dev.geolookup.readmodel;

import dev.geolookup.api.Dataset;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.ClosedByInterruptException;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Snapshots of built read models on the node's own disk (geo.read-model.snapshot-dir; none when unset), so that a
 * restart reads a large model back in seconds instead of scanning and indexing its table again. A snapshot is
 * named after the dataset, its data version and the moment that version was recorded, so a snapshot of other data
 * (another database, a newer import) is never taken for this one. The database stays the system of record: a
 * missing, stale or damaged snapshot only means the model is built from MariaDB, as without snapshots.
 */
@ApplicationScoped
public class ReadModelSnapshots {

    static final String DIRECTORY = "geo.read-model.snapshot-dir";
    private static final Logger LOG = Logger.getLogger(ReadModelSnapshots.class.getName());
    private static final String SUFFIX = ".snapshot";
    private static final String PARTIAL = ".partial";
    /** A partial file this old was left by a writer that died; a younger one may still be being written. */
    private static final Duration ABANDONED = Duration.ofHours(1);

    @Inject
    @ConfigProperty(name = DIRECTORY)
    private Optional<String> directory;

    @PersistenceContext(unitName = "geo")
    private EntityManager em;

    /** The saved view of the dataset's current data, when this node has one. */
    public <T> Optional<T> read(Dataset dataset, long version, Function<SnapshotReader, T> format) {
        Optional<Path> file = fileFor(dataset, version).filter(Files::isRegularFile);
        return file.isEmpty() ? Optional.empty() : read(dataset, version, file, format);
    }

    /** Whether this node has the saved view of the dataset's current data. */
    public boolean has(Dataset dataset, long version) {
        return fileFor(dataset, version).filter(Files::isRegularFile).isPresent();
    }

    /**
     * The newest saved view of the dataset this node has, whatever its version: what a node whose heap cannot load
     * the current version serves after a restart.
     */
    public <T> Optional<T> readLast(Dataset dataset, Function<SnapshotReader, T> format) {
        if (directory.isEmpty() || directory.get().isBlank() || !Files.isDirectory(Path.of(directory.get()))) {
            return Optional.empty();
        }
        Path newest = null;
        long newestVersion = 0;
        try (DirectoryStream<Path> files = Files.newDirectoryStream(Path.of(directory.get()),
                dataset.id() + "-*" + SUFFIX)) {
            for (Path file : files) {
                long version = versionIn(dataset, file.getFileName().toString());
                if (version > newestVersion) {
                    newest = file;
                    newestVersion = version;
                }
            }
        } catch (IOException e) {
            LOG.log(Level.WARNING, e, () -> "Could not list the snapshots of " + dataset + ": " + e.getMessage());
            return Optional.empty();
        }
        return newest == null ? Optional.empty() : read(dataset, newestVersion, Optional.of(newest), format);
    }

    /** The version a snapshot's name gives (dataset-version-millis.snapshot); 0 where it is not such a name. */
    private static long versionIn(Dataset dataset, String name) {
        String[] parts = name.substring(dataset.id().length() + 1, name.length() - SUFFIX.length()).split("-");
        try {
            return parts.length == 2 ? Long.parseLong(parts[0]) : 0;
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private <T> Optional<T> read(Dataset dataset, long version, Optional<Path> file,
                                 Function<SnapshotReader, T> format) {
        long started = System.nanoTime();
        try (FileChannel channel = FileChannel.open(file.get(), StandardOpenOption.READ)) {
            SnapshotReader reader = new SnapshotReader(channel);
            T view = format.apply(reader);
            reader.finish();
            LOG.info(() -> String.format("Read model %s: data version %d read from %s in %d ms", dataset, version,
                    file.get(), (System.nanoTime() - started) / 1_000_000));
            return Optional.of(view);
        } catch (IOException | RuntimeException e) {
            if (e instanceof ClosedByInterruptException || e.getCause() instanceof ClosedByInterruptException) {
                // The application is being stopped; the file is sound.
                Thread.currentThread().interrupt();
                return Optional.empty();
            }
            // A damaged file is fully described by its message; anything else may need its stack trace.
            LOG.log(Level.WARNING, e instanceof SnapshotDamagedException ? null : e, () -> "Snapshot " + file.get()
                    + " not used (" + e.getMessage() + "); the read model is built from the database");
            deleteQuietly(file.get());
            return Optional.empty();
        }
    }

    /**
     * Saves the view for the next start and removes the dataset's older snapshots. A failure (a full disk, say)
     * is logged and leaves no partial file; the view being served is not affected.
     */
    public <T> void write(Dataset dataset, long version, T view, BiConsumer<T, SnapshotWriter> format) {
        Optional<Path> file = fileFor(dataset, version);
        if (file.isEmpty()) {
            return;
        }
        long started = System.nanoTime();
        // Named for this writer alone: two nodes given one folder by mistake must not write into each other's file.
        Path partial = file.get().resolveSibling(file.get().getFileName() + "." + UUID.randomUUID() + PARTIAL);
        try {
            Files.createDirectories(partial.getParent());
            try (FileChannel channel = FileChannel.open(partial, StandardOpenOption.CREATE,
                    StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE)) {
                SnapshotWriter writer = new SnapshotWriter(channel);
                format.accept(view, writer);
                writer.finish();
            }
            Files.move(partial, file.get(), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            deleteOthers(dataset, file.get());
            LOG.info(() -> String.format("Read model %s: data version %d saved to %s in %d ms", dataset, version,
                    file.get(), (System.nanoTime() - started) / 1_000_000));
        } catch (IOException | UncheckedIOException e) {
            LOG.log(Level.WARNING, e, () -> "Could not save the snapshot " + file.get() + ": " + e.getMessage());
            deleteQuietly(partial);
        }
    }

    private Optional<Path> fileFor(Dataset dataset, long version) {
        if (directory.isEmpty() || directory.get().isBlank()) {
            return Optional.empty();
        }
        DatasetVersion recorded = em.find(DatasetVersion.class, dataset.id());
        if (recorded == null || recorded.getVersion() != version) {
            return Optional.empty();
        }
        String name = dataset.id() + "-" + version + "-" + recorded.getUpdatedAt().toEpochMilli() + SUFFIX;
        return Optional.of(Path.of(directory.get()).resolve(name));
    }

    private static void deleteOthers(Dataset dataset, Path kept) throws IOException {
        Instant abandoned = Instant.now().minus(ABANDONED);
        try (DirectoryStream<Path> files = Files.newDirectoryStream(kept.getParent(), dataset.id() + "-*")) {
            for (Path file : files) {
                boolean beingWritten = file.getFileName().toString().endsWith(PARTIAL)
                        && Files.getLastModifiedTime(file).toInstant().isAfter(abandoned);
                if (!file.equals(kept) && !beingWritten) {
                    deleteQuietly(file);
                }
            }
        }
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            LOG.log(Level.FINE, e, () -> "Could not delete " + file);
        }
    }
}
