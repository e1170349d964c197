package dev.geolookup.readmodel;

/**
 * An in-memory view of one dataset, rebuilt whole from MariaDB when the dataset's version changes there.
 * Implementations swap one reference, so a request sees either the old or the new data, never a mix.
 */
public interface ReadModel {

    /** The dataset name, as recorded in the dataset_version table. */
    String dataset();

    /** The data version being served; 0 before the first load. */
    long loadedVersion();

    /** Builds the view of the given version from the database and starts serving it. */
    void load(long version);
}
