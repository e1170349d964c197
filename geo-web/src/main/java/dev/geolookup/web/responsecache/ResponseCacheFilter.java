package dev.geolookup.web.responsecache;

import dev.geolookup.web.metrics.EndpointMetrics;
import dev.geolookup.web.metrics.EndpointRequests;
import jakarta.inject.Inject;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.core.HttpHeaders;

import java.io.IOException;
import java.util.Enumeration;
import java.util.List;
import java.util.Optional;

/**
 * Answers a GET that was answered before from the {@link ResponseCache}, with the status, headers and bytes the
 * REST application gave it, and counts it on its endpoint as the application would have; on a miss, records what
 * the application answers and keeps it for as long as it stays the same for everyone (RecordedAnswer.Lifetime).
 * Runs after the rate limit, so kept answers are limited like the others.
 */
public class ResponseCacheFilter extends HttpFilter {

    /** What an answer may vary with beyond its path and query: the headers of its Vary, and a conditional GET's tag. */
    private static final List<String> VARIES_WITH = List.of(HttpHeaders.ACCEPT, HttpHeaders.ACCEPT_ENCODING,
            HttpHeaders.IF_NONE_MATCH);
    /** Not the public REST API: the MCP endpoint, the admin API, the operators' probes and scrapes, the contract. */
    private static final List<String> PASSED_BY = List.of("/mcp", "/admin/", "/health", "/metrics", "/openapi");

    @Inject
    private ResponseCache cache;

    public ResponseCacheFilter() {
    }

    /** A filter outside a container, for tests. */
    ResponseCacheFilter(ResponseCache cache) {
        this.cache = cache;
    }

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (!HttpMethod.GET.equals(request.getMethod()) || passedBy(request)) {
            chain.doFilter(request, response);
            return;
        }
        long started = System.nanoTime();
        String key = keyOf(request);
        String requestCacheControl = request.getHeader(HttpHeaders.CACHE_CONTROL);
        // A client that asks for a fresh answer (a browser's reload) gets one from the application, kept anew.
        boolean fresh = requestCacheControl != null
                && (requestCacheControl.contains("no-cache") || requestCacheControl.contains("no-store"));
        if (!fresh) {
            Optional<RecordedAnswer> kept = cache.answerTo(key);
            if (kept.isPresent()) {
                RecordedAnswer answer = kept.get();
                answer.replayTo(response);
                if (answer.endpoint() != null) {
                    answer.endpoint().observe(answer.status(), System.nanoTime() - started);
                }
                return;
            }
        }
        long generation = cache.generation();
        long builtFromMillis = System.currentTimeMillis();
        RecordingResponse recording = new RecordingResponse(response, cache.maxEntryBytes());
        chain.doFilter(request, recording);
        if (request.isAsyncStarted() || (requestCacheControl != null && requestCacheControl.contains("no-store"))) {
            return;
        }
        EndpointRequests.Endpoint endpoint = EndpointMetrics.endpointOf(request);
        recording.answer(endpoint).ifPresent(answer -> cache.keep(key, answer, generation, builtFromMillis));
    }

    private static boolean passedBy(HttpServletRequest request) {
        String path = request.getRequestURI().substring(request.getContextPath().length());
        for (String prefix : PASSED_BY) {
            if (path.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }

    /** The question: path and query as sent, and every header the answer may vary with, all their lines. */
    static String keyOf(HttpServletRequest request) {
        StringBuilder key = new StringBuilder(160).append(request.getRequestURI());
        String query = request.getQueryString();
        if (query != null) {
            key.append('?').append(query);
        }
        for (String header : VARIES_WITH) {
            key.append('\n');
            Enumeration<String> values = request.getHeaders(header);
            while (values != null && values.hasMoreElements()) {
                key.append(values.nextElement()).append('\r');
            }
        }
        return key.toString();
    }
}
