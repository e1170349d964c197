package dev.geolookup.imports;

import jakarta.ejb.ApplicationException;

/** A run of the dataset is under way; two runs of one dataset never overlap. */
@ApplicationException
public class ImportAlreadyRunningException extends RuntimeException {

    public ImportAlreadyRunningException(String dataset, long runningId) {
        super("an import of " + dataset + " is already running (run " + runningId + ")", null, false, false);
    }
}
