package dev.geolookup.web.responsecache;

import dev.geolookup.api.Dataset;
import dev.geolookup.readmodel.DataVersionServed;
import dev.geolookup.web.http.HttpCachingFilter;
import dev.geolookup.web.metrics.ServiceMetrics;
import jakarta.servlet.FilterChain;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The response cache's rules without a server: which questions are the same (path, query and the headers an answer
 * varies with), what is kept (a tagged answer the service lets caches keep) and what never is (an error, a POST, an
 * answer about the caller or the instant, the MCP and admin endpoints), and that a new data version drops it all.
 */
class ResponseCacheTest {

    private final ResponseCache cache = new ResponseCache(8, 1024, new ServiceMetrics());
    private final ResponseCacheFilter filter = new ResponseCacheFilter(cache);
    /** How many times the application answered. */
    private final AtomicInteger answered = new AtomicInteger();

    @Test
    void theSameQuestionIsAnsweredFromTheCacheWithTheSameBytesAndHead() throws Exception {
        FakeServletResponse first = get("/countries/de", "fields=name", Map.of(), keptAnswer("\"de\""));
        FakeServletResponse second = get("/countries/de", "fields=name", Map.of(), keptAnswer("\"de\""));
        assertThat(answered).hasValue(1);
        assertThat(second.body.toByteArray()).isEqualTo(first.body.toByteArray());
        assertThat(second.calls).contains("setHeader[ETag, \"de\"]", "setStatus[200]");
    }

    @Test
    void anotherQueryOrAnotherAcceptOrTagIsAnotherQuestion() throws Exception {
        get("/countries/de", "fields=name", Map.of(), keptAnswer("\"a\""));
        get("/countries/de", "fields=capital", Map.of(), keptAnswer("\"b\""));
        get("/countries/de", "fields=name", Map.of("Accept", "application/geo+json"), keptAnswer("\"c\""));
        get("/countries/de", "fields=name", Map.of("Accept-Encoding", "gzip"), keptAnswer("\"d\""));
        get("/countries/de", "fields=name", Map.of("If-None-Match", "\"a\""), keptAnswer("\"e\""));
        assertThat(answered).hasValue(5);
        get("/countries/de", "fields=capital", Map.of(), keptAnswer("\"b\""));
        assertThat(answered).hasValue(5);
    }

    @Test
    void errorsAnswersAboutTheCallerOrTheInstantAndUntaggedAnswersAreNeverKept() throws Exception {
        get("/countries/xx", null, Map.of(), answer(404, "\"x\"", HttpCachingFilter.CACHE_FOR_A_DAY));
        get("/countries/xx", null, Map.of(), answer(404, "\"x\"", HttpCachingFilter.CACHE_FOR_A_DAY));
        get("/ip/me", null, Map.of(), answer(200, "\"ip\"", "no-store"));
        get("/ip/me", null, Map.of(), answer(200, "\"ip\"", "no-store"));
        get("/timezone", "lat=1&lng=2", Map.of(), answer(200, null, HttpCachingFilter.CACHE_FOR_A_DAY));
        get("/timezone", "lat=1&lng=2", Map.of(), answer(200, null, HttpCachingFilter.CACHE_FOR_A_DAY));
        assertThat(answered).hasValue(6);
    }

    @Test
    void aPostAndTheMcpAndAdminEndpointsPassByTheCache() throws Exception {
        request("POST", "/places/search", null, Map.of(), keptAnswer("\"p\""));
        request("POST", "/places/search", null, Map.of(), keptAnswer("\"p\""));
        get("/mcp", null, Map.of(), keptAnswer("\"m\""));
        get("/mcp", null, Map.of(), keptAnswer("\"m\""));
        get("/admin/imports", null, Map.of(), keptAnswer("\"i\""));
        get("/admin/imports", null, Map.of(), keptAnswer("\"i\""));
        assertThat(answered).hasValue(6);
    }

    @Test
    void aClientThatAsksForAFreshAnswerGetsOneAndANoStoreRequestLeavesNothingKept() throws Exception {
        get("/countries/fr", null, Map.of(), keptAnswer("\"fr\""));
        get("/countries/fr", null, Map.of("Cache-Control", "no-cache"), keptAnswer("\"fr\""));
        assertThat(answered).hasValue(2);
        get("/countries/fr", null, Map.of(), keptAnswer("\"fr\""));
        assertThat(answered).hasValue(2);

        get("/countries/it", null, Map.of("Cache-Control", "no-store"), keptAnswer("\"it\""));
        get("/countries/it", null, Map.of(), keptAnswer("\"it\""));
        assertThat(answered).hasValue(4);
    }

    @Test
    void aNewDataVersionDropsEveryAnswerKept() throws Exception {
        get("/countries/de", null, Map.of(), keptAnswer("\"de\""));
        get("/countries/de", null, Map.of(), keptAnswer("\"de\""));
        assertThat(answered).hasValue(1);
        cache.dropAll(new DataVersionServed(Dataset.COUNTRIES, 2));
        get("/countries/de", null, Map.of(), keptAnswer("\"de\""));
        assertThat(answered).hasValue(2);
    }

    @Test
    void anAnswerBuiltWhileANewVersionCameInIsNotKept() throws Exception {
        get("/countries/de", null, Map.of(), response -> {
            cache.dropAll(new DataVersionServed(Dataset.COUNTRIES, 3));
            keptAnswer("\"de\"").write(response);
        });
        get("/countries/de", null, Map.of(), keptAnswer("\"de\""));
        assertThat(answered).hasValue(2);
    }

    private interface Answer {
        void write(HttpServletResponse response) throws IOException;
    }

    private static Answer keptAnswer(String entityTag) {
        return answer(200, entityTag, HttpCachingFilter.CACHE_FOR_A_DAY);
    }

    private static Answer answer(int status, String entityTag, String cacheControl) {
        return response -> {
            byte[] body = ("{\"tag\":" + entityTag + "}").getBytes(StandardCharsets.UTF_8);
            response.setStatus(status);
            response.setContentType("application/json");
            if (entityTag != null) {
                response.setHeader("ETag", entityTag);
            }
            response.setHeader("Cache-Control", cacheControl);
            response.setContentLength(body.length);
            response.getOutputStream().write(body);
        };
    }

    private FakeServletResponse get(String path, String query, Map<String, String> headers, Answer answer)
            throws Exception {
        return request("GET", path, query, headers, answer);
    }

    private FakeServletResponse request(String method, String path, String query, Map<String, String> headers,
                                        Answer answer) throws Exception {
        FakeServletResponse client = new FakeServletResponse();
        FilterChain application = (request, response) -> {
            answered.incrementAndGet();
            answer.write((HttpServletResponse) response);
        };
        filter.doFilter(request(method, path, query, headers), client.response(), application);
        return client;
    }

    private static HttpServletRequest request(String method, String path, String query, Map<String, String> headers) {
        Map<String, String> byLowerName = new HashMap<>();
        headers.forEach((name, value) -> byLowerName.put(name.toLowerCase(), value));
        return (HttpServletRequest) Proxy.newProxyInstance(ResponseCacheTest.class.getClassLoader(),
                new Class<?>[] {HttpServletRequest.class}, (proxy, called, arguments) -> switch (called.getName()) {
                    case "getMethod" -> method;
                    case "getRequestURI" -> path;
                    case "getContextPath" -> "";
                    case "getQueryString" -> query;
                    case "getHeader" -> byLowerName.get(((String) arguments[0]).toLowerCase());
                    case "getHeaders" -> {
                        String value = byLowerName.get(((String) arguments[0]).toLowerCase());
                        yield Collections.enumeration(value == null ? List.of() : List.of(value));
                    }
                    case "isAsyncStarted" -> false;
                    default -> null;
                });
    }
}
