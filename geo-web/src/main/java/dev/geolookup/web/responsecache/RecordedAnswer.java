package dev.geolookup.web.responsecache;

import dev.geolookup.web.http.HttpCachingFilter;
import dev.geolookup.web.metrics.EndpointRequests;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.ws.rs.core.HttpHeaders;

import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * An answer of the normal path as it was written: its status, the calls that made its head, its body, the
 * endpoint that answered it (so a replay is counted there too) and the cache generation it was built in.
 */
record RecordedAnswer(int status, List<ResponseCall> calls, byte[] body, EndpointRequests.Endpoint endpoint,
                      long generation) {

    private static final int OVERHEAD = 96;

    /** Writes the same answer again. */
    void replayTo(HttpServletResponse response) throws IOException {
        for (ResponseCall call : calls) {
            call.applyTo(response);
        }
        if (body.length > 0) {
            response.getOutputStream().write(body);
        }
    }

    /** The value the answer's last call on that header gave it. */
    Optional<String> header(String name) {
        for (int i = calls.size() - 1; i >= 0; i--) {
            if (calls.get(i).sets(name)) {
                return Optional.ofNullable(calls.get(i).value());
            }
        }
        return Optional.empty();
    }

    /**
     * Whether any client asking the same question may be given this answer until the data changes: a success or a
     * 304, with an entity tag, that the service itself lets caches keep for a day. Answers that hold the time now
     * are kept for an hour or not at all, answers about the caller are no-store, and errors are no-store too.
     */
    boolean sharedUntilTheDataChanges() {
        return (status == HttpServletResponse.SC_OK || status == HttpServletResponse.SC_NOT_MODIFIED)
                && header(HttpHeaders.ETAG).isPresent()
                && header(HttpHeaders.CACHE_CONTROL).filter(HttpCachingFilter.CACHE_FOR_A_DAY::equals).isPresent();
    }

    /** Rough heap of the answer under its key, for the cache's bound in bytes. */
    int weight(String key) {
        int weight = OVERHEAD + body.length + 2 * key.length();
        for (ResponseCall call : calls) {
            weight += call.weight();
        }
        return weight;
    }
}
