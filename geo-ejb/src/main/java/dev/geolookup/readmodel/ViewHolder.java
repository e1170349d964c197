package dev.geolookup.readmodel;

import dev.geolookup.api.Dataset;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;

import java.time.Instant;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * The part every read model shares: the dataset it serves and the one reference to its current immutable view,
 * replaced whole by {@link #serve} so a request sees the old view or the new one, never a mix.
 *
 * @param <T> the immutable view
 */
public abstract class ViewHolder<T> implements ReadModel {

    private final Dataset dataset;
    private final ToLongFunction<T> versionOf;
    private final ToIntFunction<T> entriesOf;
    private volatile T current;
    private volatile Instant loadedAt;

    @Inject
    private ReadModelSnapshots snapshots;

    @Inject
    private Event<DataVersionServed> served;

    protected ViewHolder(Dataset dataset, T empty, ToLongFunction<T> versionOf, ToIntFunction<T> entriesOf) {
        this.dataset = dataset;
        this.versionOf = versionOf;
        this.entriesOf = entriesOf;
        this.current = empty;
    }

    @Override
    public Dataset dataset() {
        return dataset;
    }

    @Override
    public long loadedVersion() {
        return versionOf.applyAsLong(current);
    }

    @Override
    public int entries() {
        return entriesOf.applyAsInt(current);
    }

    @Override
    public Optional<Instant> loadedAt() {
        return Optional.ofNullable(loadedAt);
    }

    /** The view being served now; callers keep the reference for a whole request. */
    public T current() {
        return current;
    }

    protected void serve(T view) {
        current = view;
        loadedAt = Instant.now();
        served.fire(new DataVersionServed(dataset, versionOf.applyAsLong(view)));
    }

    /** Serves the newest snapshot of the dataset this node has, whatever its version; false where it has none. */
    protected boolean serveLastSnapshot(Function<SnapshotReader, T> read) {
        Optional<T> saved = snapshots.readLast(dataset, read);
        saved.ifPresent(this::serve);
        return saved.isPresent();
    }

    /** Whether this node has a snapshot of the version, which loads it without a build. */
    protected boolean hasSnapshot(long version) {
        return snapshots.has(dataset, version);
    }

    /**
     * Serves this node's snapshot of the version when it has one; otherwise builds the view, serves it, saves it for
     * the next start and serves the saved copy. For the models that take long to build from the database.
     */
    protected void serveSnapshotOrBuild(long version, Function<SnapshotReader, T> read,
                                        BiConsumer<T, SnapshotWriter> write, Supplier<T> build) {
        Optional<T> saved = snapshots.read(dataset, version, read);
        if (saved.isPresent()) {
            serve(saved.get());
            return;
        }
        T built = build.get();
        serve(built);
        snapshots.write(dataset, version, built, write);
        // The saved copy keeps its large columns in the file, mapped, out of the heap: served from now on, it lets
        // the built copy's heap go. Served as any view is, so that what was derived from the built copy (the
        // subdivision crosswalk) is derived again and stops holding it. Without a snapshot folder the built copy stays.
        snapshots.read(dataset, version, read).ifPresent(this::serve);
    }
}
