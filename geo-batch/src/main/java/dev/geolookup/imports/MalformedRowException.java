package dev.geolookup.imports;

/** A row that cannot be imported; the message is the skip reason counted in the run record. */
public class MalformedRowException extends Exception {

    public MalformedRowException(String reason) {
        super(reason, null, false, false);
    }
}
