package dev.geolookup.web.responsecache;

import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.TestEnvironment;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpHeaders;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The response cache as a client sees it: a kept answer is the normal path's answer, status, headers and bytes,
 * in every form (plain, gzip, GeoJSON, 304); what depends on the caller or the instant, errors, POSTs and the admin
 * and MCP endpoints are never kept. A request with Cache-Control: no-cache is answered by the application.
 */
class ResponseCacheIT extends DeployedService {

    private static final String[] FRESH = {"Cache-Control", "no-cache"};
    private static final List<String> KEPT = List.of("alpha/de", "alpha/de?fields=name,capital", "countries",
            "countries?sort=population&order=desc&limit=10", "name/united", "region/europe", "currency/eur",
            "cities/2988507", "places/2950159", "places?q=ber", "places?q=wien&lang=de", "cities?q=paris&lat=32.78&lng=-96.8",
            "places/near?lat=52.52&lng=13.40", "postal/DE/10115", "postal?code=10115", "distance?from=2950159&to=2988507",
            "ip/info", "asn/15169", "timezone?lat=52.52&lng=13.40&at=2026-01-01T00:00:00Z",
            // Kept until some zone's offset changes: they hold the offset now.
            "ip/8.8.8.8", "ip/2001:4860:4860::8888?ipFields=city,timezone,utcOffset", "reverse?lat=48.8566&lng=2.3522");
    private static final List<String> LOCATING = List.of("cities/2988507", "places?q=ber", "postal/DE/10115",
            "places/near?lat=52.52&lng=13.40", "reverse?lat=48.8566&lng=2.3522");

    @Test
    void aKeptAnswerIsTheApplicationsAnswerInEveryForm() {
        for (String path : KEPT) {
            HttpResponse<byte[]> plain = assertKeptAsAnswered(path);
            assertThat(plain.statusCode()).as(path).isEqualTo(200);
            String tag = plain.headers().firstValue("ETag").orElseThrow();
            HttpResponse<byte[]> notModified = assertKeptAsAnswered(path, "If-None-Match", tag);
            assertThat(notModified.statusCode()).as(path + " revalidated").isEqualTo(304);
            assertThat(notModified.body()).isEmpty();
            HttpResponse<byte[]> gzip = assertKeptAsAnswered(path, "Accept-Encoding", "gzip");
            assertThat(gzip.statusCode()).isEqualTo(200);
            if (plain.body().length > 1024) {
                assertThat(gzip.headers().firstValue("Content-Encoding")).as(path).hasValue("gzip");
            }
        }
        for (String path : LOCATING) {
            HttpResponse<byte[]> geoJson = assertKeptAsAnswered(path, "Accept", "application/geo+json");
            assertThat(geoJson.headers().firstValue("Content-Type").orElseThrow()).as(path)
                    .startsWith("application/geo+json");
            assertKeptAsAnswered(path, "Accept", "application/geo+json", "Accept-Encoding", "gzip");
        }
        HttpResponse<byte[]> fromAPage = assertKeptAsAnswered("countries", "Origin", "https://example.com");
        assertThat(fromAPage.headers().firstValue("Access-Control-Allow-Origin")).hasValue("*");
        assertThat(fromAPage.headers().firstValue("X-Total-Count")).hasValue("250");
    }

    @Test
    void eachFormAndQuestionIsKeptApart() {
        service.get("alpha/fr", FRESH);
        service.getBytes("countries", "Accept-Encoding", "gzip", "Cache-Control", "no-cache");
        assertThat(new String(service.getBytes("alpha/fr").body())).contains("\"France\"");
        assertThat(service.getBytes("alpha/fr?fields=name").body().length)
                .isLessThan(service.getBytes("alpha/fr").body().length);
        HttpResponse<byte[]> plain = service.getBytes("countries");
        assertThat(plain.headers().firstValue("Content-Encoding")).isEmpty();
        assertThat(plain.body()[0]).isEqualTo((byte) '[');
        assertThat(service.getBytes("countries", "Accept-Encoding", "gzip").headers().firstValue("Content-Encoding"))
                .hasValue("gzip");
        assertThat(service.get("cities/2988507?format=geojson").body()).contains("\"Feature\"");
        assertThat(service.get("cities/2988507").body()).doesNotContain("\"Feature\"");
    }

    @Test
    void answersAboutTheCallerOrTheInstantErrorsPostsAdminAndMcpAreNeverKept() {
        List<Runnable> requests = List.of(
                () -> assertThat(service.get("alpha/zz").statusCode()).isEqualTo(404),
                () -> assertThat(service.get("places?q=ber&limit=0").statusCode()).isEqualTo(400),
                () -> assertThat(service.get("random").statusCode()).isEqualTo(200),
                () -> assertThat(service.get("ip").statusCode()).isIn(200, 404),
                () -> assertThat(service.get("timezone?lat=52.52&lng=13.40").statusCode()).isEqualTo(200),
                () -> assertThat(service.send("POST", "ip", "[\"8.8.8.8\"]", "Content-Type", "application/json")
                        .statusCode()).isEqualTo(200),
                () -> assertThat(service.get("admin/imports", TestEnvironment.adminAuthorization()).statusCode())
                        .isEqualTo(200),
                () -> assertThat(service.get("mcp").statusCode()).isBetween(400, 499));
        assertThat(service.keptAnswersGiven(0, () -> {
            for (int round = 0; round < 2; round++) {
                requests.forEach(Runnable::run);
            }
        })).as("no kept answer given").isTrue();
        assertThat(service.get("random").body()).isNotEqualTo(service.get("random").body());
    }

    @Test
    void preflightsAreAnsweredAsBefore() {
        for (int round = 0; round < 2; round++) {
            HttpResponse<String> preflight = service.send("OPTIONS", "alpha/de", null, "Origin", "https://example.com",
                    "Access-Control-Request-Method", "GET");
            assertThat(preflight.statusCode()).isEqualTo(204);
            assertThat(preflight.headers().firstValue("Access-Control-Allow-Methods")).hasValue("GET, POST, OPTIONS");
            assertThat(preflight.headers().firstValue("Access-Control-Allow-Origin")).hasValue("*");
        }
    }

    /**
     * Asks the application (no-cache), then the cache, and checks that the cache gave the second answer and that it
     * is the first one: status, every header but the date, and the bytes; a gzip answer is kept compressed tighter,
     * so there the decoded bytes are the same, and the length is no larger.
     */
    private HttpResponse<byte[]> assertKeptAsAnswered(String path, String... headers) {
        List<HttpResponse<byte[]>> answers = new ArrayList<>();
        String question = path + " " + String.join(" ", headers);
        assertThat(service.keptAnswersGiven(1, () -> {
            answers.clear();
            answers.add(service.getBytes(path, with(headers, FRESH)));
            answers.add(service.getBytes(path, headers));
        })).as("the second answer to %s came from the cache", question).isTrue();
        HttpResponse<byte[]> answered = answers.get(0);
        HttpResponse<byte[]> kept = answers.get(1);
        assertThat(kept.statusCode()).as(question).isEqualTo(answered.statusCode());
        boolean gzip = answered.headers().firstValue("Content-Encoding").filter("gzip"::equals).isPresent();
        Map<String, List<String>> keptHeaders = headersBesidesDate(kept.headers());
        Map<String, List<String>> answeredHeaders = headersBesidesDate(answered.headers());
        if (gzip) {
            assertThat(Long.parseLong(keptHeaders.remove("content-length").get(0))).as(question)
                    .isLessThanOrEqualTo(Long.parseLong(answeredHeaders.remove("content-length").get(0)))
                    .isEqualTo(kept.body().length);
            assertThat(gunzipped(kept.body())).as(question).isEqualTo(gunzipped(answered.body()));
        } else {
            assertThat(kept.body()).as(question).isEqualTo(answered.body());
        }
        assertThat(keptHeaders).as(question).isEqualTo(answeredHeaders);
        return kept;
    }

    private static byte[] gunzipped(byte[] gzip) {
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(gzip))) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Map<String, List<String>> headersBesidesDate(HttpHeaders headers) {
        Map<String, List<String>> all = new TreeMap<>(headers.map());
        all.keySet().removeIf(name -> name.equalsIgnoreCase("date"));
        return all;
    }

    private static String[] with(String[] headers, String[] more) {
        List<String> all = new ArrayList<>(List.of(headers));
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }
}
