package dev.geolookup.web.http;

import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MultivaluedMap;

import java.util.List;

/** The Vary header of an answer, each request header named in it once, whichever filters name it. */
public final class Vary {

    private Vary() {
    }

    /** Adds the request header to the answer's Vary unless it is named there already. */
    public static void add(MultivaluedMap<String, Object> headers, String requestHeader) {
        List<Object> values = headers.get(HttpHeaders.VARY);
        if (values != null) {
            for (Object value : values) {
                for (String named : String.valueOf(value).split(",")) {
                    if (named.trim().equalsIgnoreCase(requestHeader)) {
                        return;
                    }
                }
            }
        }
        headers.add(HttpHeaders.VARY, requestHeader);
    }
}
