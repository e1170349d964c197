package dev.geolookup.web.support;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonStructure;

import java.io.IOException;
import java.io.StringReader;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;

/** A plain HTTP client against the deployed service, as any caller of the API would use it. */
public final class ServiceClient {

    /**
     * HTTP/1.1, as the proxies in front of a deployment speak it. The JDK client's default, an h2c upgrade on the
     * first request of each connection, once got the body of the answer to that request where it read HTTP/2 frames
     * ("Frame type(104) ... exceeds MAX_FRAME_SIZE", GET /countries on Payara, CI of 2026-11-29): a finding about
     * cleartext HTTP/2 that is reported apart, not a failure of the answer a test checks.
     */
    private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10)).build();

    private final URI base;
    private final URI health;

    public ServiceClient(URL base) {
        this(base, null);
    }

    /** A service whose MicroProfile Health answers elsewhere (WildFly: on its management port), or null. */
    public ServiceClient(URL base, URI health) {
        this.base = URI.create(base.toString().endsWith("/") ? base.toString() : base + "/");
        this.health = health != null ? health : this.base.resolve("health/");
    }

    /** GET of a health probe: "ready", "live" or "started". */
    public HttpResponse<String> health(String probe) {
        return get(health.resolve(probe).toString());
    }

    /** The admin API's record of an import run once it has ended, after at most five minutes of asking. */
    public JsonObject awaitImportEnd(long runId) throws InterruptedException {
        Instant deadline = Instant.now().plus(Duration.ofMinutes(5));
        while (Instant.now().isBefore(deadline)) {
            JsonObject run = (JsonObject) parse(get("admin/imports/" + runId, TestEnvironment.adminAuthorization())
                    .body());
            if (!run.getString("status").equals("RUNNING")) {
                return run;
            }
            Thread.sleep(300);
        }
        throw new AssertionError("import run " + runId + " did not end");
    }

    public HttpResponse<String> get(String path, String... headers) {
        return send(request(path, headers).GET().build());
    }

    /** A GET whose body is kept as the bytes that came, compressed or not. */
    public HttpResponse<byte[]> getBytes(String path, String... headers) {
        return send(request(path, headers).GET().build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    /** {@link #getBytes} in HTTP/1.1, which a client that does not upgrade to HTTP/2 speaks. */
    public HttpResponse<byte[]> getBytesOverHttp11(String path, String... headers) {
        return send(request(path, headers).version(HttpClient.Version.HTTP_1_1).GET().build(),
                HttpResponse.BodyHandlers.ofByteArray());
    }

    /** A GET in HTTP/1.1, where a body is sent either with its length or in chunks. */
    public HttpResponse<String> getOverHttp11(String path) {
        return send(request(path).version(HttpClient.Version.HTTP_1_1).GET().build());
    }

    public HttpResponse<String> send(String method, String path, String body, String... headers) {
        return send(request(path, headers).method(method, publisherOf(body)).build());
    }

    /** Any request, its answer kept as the bytes that came. */
    public HttpResponse<byte[]> sendForBytes(String method, String path, String body, String... headers) {
        return send(request(path, headers).method(method, publisherOf(body)).build(),
                HttpResponse.BodyHandlers.ofByteArray());
    }

    private static HttpRequest.BodyPublisher publisherOf(String body) {
        return body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body);
    }

    public JsonObject getObject(String path) {
        return (JsonObject) parse(requireOk(get(path)).body());
    }

    public JsonArray getArray(String path) {
        return (JsonArray) parse(requireOk(get(path)).body());
    }

    /**
     * Waits until the readiness probe says UP with the service's own check in it: the bundled import runs in the
     * background after deployment, and before the WAR is deployed Payara answers UP with no checks at all.
     */
    public void awaitReady(Duration timeout) throws InterruptedException {
        Instant deadline = Instant.now().plus(timeout);
        while (Instant.now().isBefore(deadline)) {
            try {
                HttpResponse<String> ready = health("ready");
                if (ready.statusCode() == 200 && ready.body().contains("geo-data")) {
                    return;
                }
            } catch (AssertionError notListeningYet) {
                // the server is still starting
            }
            Thread.sleep(500);
        }
        throw new AssertionError("the service was not ready within " + timeout + ": " + health("ready").body());
    }

    /** The value of one sample on /metrics, named as the text format writes it: {@code name{label="value"}}. */
    public double metric(String sample) {
        String metrics = get("metrics").body();
        return metrics.lines().filter(line -> line.startsWith(sample + " ")).findFirst()
                .map(line -> Double.parseDouble(line.substring(sample.length() + 1).trim()))
                .orElseThrow(() -> new AssertionError(sample + " is not on /metrics"));
    }

    /** How many GETs the response cache has answered. */
    public double responseCacheHits() {
        return metric("geo_response_cache_lookups_total{result=\"hit\"}");
    }

    /**
     * Whether the response cache gave the answers to exactly {@code kept} of the requests made, trying again
     * (three times at most) where it dropped its answers meanwhile: the test server imports a dataset on a
     * schedule, and each new data version drops every kept answer.
     */
    public boolean keptAnswersGiven(int kept, Runnable requests) {
        for (int attempt = 0; attempt < 3; attempt++) {
            double drops = metric("geo_response_cache_drops_total");
            double hits = responseCacheHits();
            requests.run();
            if (metric("geo_response_cache_drops_total") == drops) {
                return responseCacheHits() - hits == kept;
            }
        }
        throw new AssertionError("the response cache was dropped during each of three attempts");
    }

    public static JsonStructure parse(String json) {
        try (JsonReader reader = Json.createReader(new StringReader(json))) {
            return reader.read();
        }
    }

    private HttpResponse<String> requireOk(HttpResponse<String> response) {
        if (response.statusCode() != 200) {
            throw new AssertionError(response.uri() + " answered " + response.statusCode() + ": " + response.body());
        }
        return response;
    }

    private HttpRequest.Builder request(String path, String... headers) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(30));
        for (int i = 0; i + 1 < headers.length; i += 2) {
            builder.header(headers[i], headers[i + 1]);
        }
        return builder;
    }

    private static HttpResponse<String> send(HttpRequest request) {
        return send(request, HttpResponse.BodyHandlers.ofString());
    }

    private static <T> HttpResponse<T> send(HttpRequest request, HttpResponse.BodyHandler<T> body) {
        try {
            return HTTP.send(request, body);
        } catch (IOException e) {
            throw new AssertionError("request to " + request.uri() + " failed: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }
}
