package dev.geolookup.readmodel;

/** A snapshot file that does not hold what its format says: it is ignored and the model is built from the database. */
public class SnapshotDamagedException extends RuntimeException {

    public SnapshotDamagedException(String message) {
        super(message);
    }
}
