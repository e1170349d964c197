package dev.geolookup.web.responsecache;

import dev.geolookup.api.Gzip;
import dev.geolookup.web.http.HttpCachingFilter;
import dev.geolookup.web.metrics.EndpointRequests;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.ws.rs.core.HttpHeaders;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.zip.Deflater;
import java.util.zip.GZIPInputStream;

/**
 * An answer of the normal path as it was written: its status, the calls that made its head, its body, and the
 * endpoint that answered it (so a replay is counted there too).
 */
record RecordedAnswer(int status, List<ResponseCall> calls, byte[] body, EndpointRequests.Endpoint endpoint) {

    private static final int OVERHEAD = 96;

    /** How long any client asking the same question may be given this answer. */
    enum Lifetime {
        /** Not at all: an error, an answer about the caller or the instant, one without a tag. */
        NONE,
        /** Until the data it was built from changes: what the service lets caches keep for a day. */
        UNTIL_THE_DATA_CHANGES,
        /** Also no longer than the UTC offsets it holds: what the service lets caches keep for an hour. */
        UNTIL_AN_OFFSET_CHANGES
    }

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
     * A success or a 304 with an entity tag is kept as long as the service lets caches keep it: a day means until
     * the data changes, an hour (the answers that hold the UTC offset now) until an offset changes too. Answers
     * about the caller or the instant are no-store, and so are errors.
     */
    Lifetime lifetime() {
        boolean tagged = (status == HttpServletResponse.SC_OK || status == HttpServletResponse.SC_NOT_MODIFIED)
                && header(HttpHeaders.ETAG).isPresent();
        String cacheControl = header(HttpHeaders.CACHE_CONTROL).orElse("");
        if (tagged && cacheControl.equals(HttpCachingFilter.CACHE_FOR_A_DAY)) {
            return Lifetime.UNTIL_THE_DATA_CHANGES;
        }
        if (tagged && cacheControl.equals(HttpCachingFilter.CACHE_FOR_AN_HOUR)) {
            return Lifetime.UNTIL_AN_OFFSET_CHANGES;
        }
        return Lifetime.NONE;
    }

    /**
     * The same answer with a gzip body compressed at the tightest level, as a prepared answer is: an answer built for
     * one request was compressed at the fastest level, but one that is kept is sent many times, so the one-off cost
     * of compressing it again (a few milliseconds for 100 records) is paid back in bytes on every replay. The entity
     * tag stays: it names the decoded bytes, which are the same, and the service answers no range requests. An
     * answer that is not gzip, or that would not shrink, is kept as it is.
     */
    RecordedAnswer compressedTighter() {
        if (body.length == 0 || !header(HttpHeaders.CONTENT_ENCODING).map("gzip"::equalsIgnoreCase).orElse(false)) {
            return this;
        }
        byte[] tighter = Gzip.compress(decompressed(body), Deflater.BEST_COMPRESSION);
        if (tighter.length >= body.length) {
            return this;
        }
        List<ResponseCall> resized = new ArrayList<>(calls.size());
        for (ResponseCall call : calls) {
            resized.add(call.givesLength() ? call.withLength(tighter.length) : call);
        }
        return new RecordedAnswer(status, List.copyOf(resized), tighter, endpoint);
    }

    private static byte[] decompressed(byte[] gzip) {
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(gzip))) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("the service's own gzip answer could not be read back", e);
        }
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
