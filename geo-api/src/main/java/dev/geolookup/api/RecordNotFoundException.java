package dev.geolookup.api;

import jakarta.ejb.ApplicationException;

/**
 * No record answers a single-record lookup or a country filter. Every such case answers with the one text that
 * every lookup endpoint answers (docs/API.md, "Endpoints").
 */
@ApplicationException
public class RecordNotFoundException extends RuntimeException {

    public static final String MESSAGE = "Country not found";

    public RecordNotFoundException() {
        super(MESSAGE, null, false, false);
    }

    /** A lookup whose records are not countries names what it did not find ("Subdivision not found"). */
    public RecordNotFoundException(String message) {
        super(message, null, false, false);
    }
}
