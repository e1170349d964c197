package dev.geolookup.readmodel;

import dev.geolookup.api.Dataset;

import java.time.Instant;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * An in-memory view of one dataset, rebuilt whole from MariaDB when the dataset's version changes there.
 * Implementations swap one reference, so a request sees either the old or the new data, never a mix.
 */
public interface ReadModel {

    /** The dataset it serves. */
    Dataset dataset();

    /** The data version being served; 0 before the first load. */
    long loadedVersion();

    /** How many entries (rows, ranges, records) the view being served holds. */
    int entries();

    /** When the view being served was built; empty before the first load. */
    Optional<Instant> loadedAt();

    /** Builds the view of the given version from the database and starts serving it. */
    void load(long version);

    /**
     * The heap loading the version would take, estimated before any of it is read (HeapBudget decides whether it
     * fits); 0 where the model is small enough never to be refused.
     */
    default long heapNeededToLoad(long version) {
        return 0;
    }

    /**
     * The heap a build of the rows in copies of the model's tables would take, before the copies go live (an import's
     * staging tables, named by {@code copyOf}): what an import checks against the heap any node has. 0 where the
     * model is small enough never to be refused.
     */
    default long heapNeededToBuild(UnaryOperator<String> copyOf) {
        return 0;
    }

    /**
     * Serves the newest snapshot this node has of the dataset, whatever its version: what a node whose heap cannot
     * load the current version serves after a restart. False where it has none.
     */
    default boolean serveLastSnapshot() {
        return false;
    }
}
