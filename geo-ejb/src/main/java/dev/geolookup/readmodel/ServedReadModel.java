package dev.geolookup.readmodel;

import java.time.Instant;
import java.util.Optional;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * The part every read model shares: the dataset it serves and the one reference to its current immutable view,
 * replaced whole by {@link #serve} so a request sees the old view or the new one, never a mix.
 *
 * @param <T> the immutable view
 */
public abstract class ServedReadModel<T> implements ReadModel {

    private final String dataset;
    private final ToLongFunction<T> versionOf;
    private final ToIntFunction<T> entriesOf;
    private volatile T current;
    private volatile Instant loadedAt;

    protected ServedReadModel(String dataset, T empty, ToLongFunction<T> versionOf, ToIntFunction<T> entriesOf) {
        this.dataset = dataset;
        this.versionOf = versionOf;
        this.entriesOf = entriesOf;
        this.current = empty;
    }

    @Override
    public String dataset() {
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
    }
}
