package dev.geolookup.web.http;

import dev.geolookup.api.JsonBody;

/**
 * A JSON answer in its gzip form: the compressed bytes of the plain answer, which it keeps once compressed, and an
 * entity tag of its own, so that a cache never takes one form for the other.
 */
public record GzipJsonBody(JsonBody plain) {

    public byte[] bytes() {
        return plain.gzip();
    }

    /** The plain form's strong tag with "-gzip" inside the quotes. */
    public String entityTag() {
        String plainTag = plain.entityTag();
        return plainTag.substring(0, plainTag.length() - 1) + "-gzip\"";
    }
}
