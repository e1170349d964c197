package dev.geolookup.web.http;

import dev.geolookup.web.support.DeployedService;
import org.junit.jupiter.api.Test;

import java.net.http.HttpResponse;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The headers of answers as RFC 9110 and the media types' registrations would have them. */
class HttpDetailsIT extends DeployedService {

    private static final String SEARCHES = "[{\"q\": \"paris\", \"limit\": 2}]";

    @Test
    void aCharsetAskedForInAcceptDoesNotRelabelTheUtf8Body() {
        HttpResponse<byte[]> answer = service.getBytes("alpha/de", "Accept", "application/json;charset=ISO-8859-1");
        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.headers().firstValue("Content-Type").orElseThrow().toLowerCase().replace(" ", ""))
                .isEqualTo("application/json;charset=utf-8");
        HttpResponse<byte[]> gzip = service.getBytes("countries", "Accept", "application/json;charset=ISO-8859-1",
                "Accept-Encoding", "gzip");
        assertThat(gzip.headers().firstValue("Content-Encoding")).hasValue("gzip");
        assertThat(gzip.headers().firstValue("Content-Type").orElseThrow().toLowerCase())
                .doesNotContain("iso-8859-1");
    }

    @Test
    void answersToPostsAreNotStoredAndTheirPreconditionsFailWith412() {
        for (String path : List.of("places/search", "cities/search")) {
            HttpResponse<String> answer = service.send("POST", path, SEARCHES, "Content-Type", "application/json");
            assertThat(answer.statusCode()).as(path).isEqualTo(200);
            assertThat(answer.headers().firstValue("Cache-Control")).as(path).hasValue("no-store");
            assertThat(answer.headers().allValues("Cache-Control").toString()).as(path).doesNotContain("public");
            HttpResponse<String> anyTag = service.send("POST", path, SEARCHES, "Content-Type", "application/json",
                    "If-None-Match", "*");
            assertThat(anyTag.statusCode()).as(path + " with If-None-Match: *").isEqualTo(412);
            assertThat(anyTag.headers().firstValue("Content-Type").orElseThrow()).startsWith("text/plain");
            HttpResponse<String> otherTag = service.send("POST", path, SEARCHES, "Content-Type", "application/json",
                    "If-None-Match", "\"not-this-one\"");
            assertThat(otherTag.statusCode()).as(path + " with another tag").isEqualTo(200);
        }
        HttpResponse<String> reverse = service.send("POST", "reverse", "[{\"lat\": 48.85, \"lng\": 2.35}]",
                "Content-Type", "application/json");
        assertThat(reverse.statusCode()).isEqualTo(200);
        assertThat(reverse.headers().firstValue("Cache-Control")).hasValue("no-store");
        HttpResponse<String> get = service.get("alpha/de");
        assertThat(get.headers().firstValue("Cache-Control")).as("a GET stays cacheable").hasValue("public, max-age=86400");
        assertThat(service.get("alpha/de", "If-None-Match", "*").statusCode()).as("a GET revalidated").isEqualTo(304);
    }

    @Test
    void aGeocodedFileNamesEachVaryOnceAndItsJsonLinesAsSuch() {
        for (String accept : List.of("text/csv", "application/json", "application/x-ndjson", "application/geo+json")) {
            HttpResponse<String> answer = service.send("POST", "cities/geocode", "name\nParis\n",
                    "Content-Type", "text/csv", "Accept", accept);
            assertThat(answer.statusCode()).as(accept).isEqualTo(200);
            List<String> varied = answer.headers().allValues("Vary").stream()
                    .flatMap(value -> List.of(value.split(",")).stream()).map(String::trim).toList();
            assertThat(varied).as(accept).containsOnlyOnce("Accept").doesNotHaveDuplicates();
            String type = answer.headers().firstValue("Content-Type").orElseThrow();
            if (accept.contains("json") && !accept.contains("geo")) {
                assertThat(type).as(accept).startsWith("application/x-ndjson");
            }
        }
    }
}
