package dev.geolookup.imports.country;

/** A country element that cannot become a record; the message is the skip reason counted in the run record. */
class MalformedCountryException extends Exception {

    MalformedCountryException(String reason) {
        super(reason, null, false, false);
    }
}
