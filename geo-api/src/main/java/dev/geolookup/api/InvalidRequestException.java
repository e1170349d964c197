package dev.geolookup.api;

import jakarta.ejb.ApplicationException;

/** The caller's input is wrong; the message says what is wrong in words the caller can act on. */
@ApplicationException
public class InvalidRequestException extends RuntimeException {

    public InvalidRequestException(String reason) {
        super(reason, null, false, false);
    }
}
