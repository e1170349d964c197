package dev.geolookup.imports;

import jakarta.ejb.ApplicationException;

/** A run of the dataset is under way; two runs of one dataset never overlap. */
@ApplicationException
public class ImportAlreadyRunningException extends RuntimeException {

    public ImportAlreadyRunningException(String dataset) {
        super("an import of " + dataset + " is already running", null, false, false);
    }
}
