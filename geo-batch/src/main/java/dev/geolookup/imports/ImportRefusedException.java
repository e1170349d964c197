package dev.geolookup.imports;

import jakarta.ejb.ApplicationException;

/** An import not started because no node could load what it would import; the reason gives the numbers. */
@ApplicationException
public class ImportRefusedException extends RuntimeException {

    public ImportRefusedException(String dataset, String reason) {
        super("the import of " + dataset + " is refused: " + reason, null, false, false);
    }
}
