package dev.geolookup.web;

import dev.geolookup.api.Dataset;

import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.ServiceClient;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/** What every endpoint shares: caching, CORS, error forms, health and the OpenAPI document. */
class HttpBehaviourIT extends DeployedService {

    @Test
    void answersCarryAStrongEtagAndIfNoneMatchGives304() {
        HttpResponse<String> first = service.get("alpha/de");
        String etag = first.headers().firstValue("ETag").orElseThrow();
        assertThat(etag).matches("\"[0-9a-f]{32}\"");
        assertThat(first.headers().firstValue("Cache-Control")).hasValue("public, max-age=86400");
        assertThat(first.headers().firstValue("Content-Type").orElseThrow()).startsWith("application/json");

        HttpResponse<String> again = service.get("alpha/de", "If-None-Match", etag);
        assertThat(again.statusCode()).isEqualTo(304);
        assertThat(again.body()).isEmpty();
        assertThat(again.headers().firstValue("ETag")).hasValue(etag);
        assertThat(service.get("alpha/de", "If-None-Match", "W/" + etag).statusCode()).isEqualTo(304);
        assertThat(service.get("alpha/de", "If-None-Match", "\"other\", " + etag).statusCode()).isEqualTo(304);
        assertThat(service.get("alpha/de", "If-None-Match", "\"other\"").statusCode()).isEqualTo(200);

        // A different answer has a different tag, and lists have tags of their own.
        assertThat(service.get("alpha/de?full=true").headers().firstValue("ETag")).isNotEqualTo(first.headers().firstValue("ETag"));
        HttpResponse<String> list = service.get("region/europe");
        String listTag = list.headers().firstValue("ETag").orElseThrow();
        assertThat(service.get("region/europe", "If-None-Match", listTag).statusCode()).isEqualTo(304);
        assertThat(service.get("region/asia", "If-None-Match", listTag).statusCode()).isEqualTo(200);
        assertThat(service.get("region/europe").headers().firstValue("ETag")).hasValue(listTag);
    }

    @Test
    void largeAnswersAreSentWithTheirLengthNotChunked() {
        HttpResponse<String> europe = service.getOverHttp11("region/europe?full=true");
        int length = europe.body().getBytes(StandardCharsets.UTF_8).length;
        assertThat(length).as("larger than the server's 8 KB response buffer").isGreaterThan(32_768);
        assertThat(europe.headers().firstValue("Content-Length")).hasValue(Integer.toString(length));
        assertThat(europe.headers().firstValue("Transfer-Encoding")).isEmpty();
    }

    @Test
    void corsAllowsAnyOriginAndAnswersPreflights() {
        HttpResponse<String> preflight = service.send("OPTIONS", "alpha/de", null,
                "Origin", "https://example.org", "Access-Control-Request-Method", "GET",
                "Access-Control-Request-Headers", "If-None-Match");
        assertThat(preflight.statusCode()).isIn(200, 204);
        assertThat(preflight.headers().firstValue("Access-Control-Allow-Origin")).hasValue("*");
        assertThat(preflight.headers().firstValue("Access-Control-Allow-Methods").orElseThrow())
                .contains("GET").contains("POST").contains("OPTIONS");
        assertThat(preflight.headers().firstValue("Access-Control-Allow-Headers").orElseThrow())
                .contains("Content-Type").contains("Accept").contains("If-None-Match");
        HttpResponse<String> get = service.get("alpha/de", "Origin", "https://example.org");
        assertThat(get.headers().firstValue("Access-Control-Allow-Origin")).hasValue("*");
        assertThat(service.get("alpha/xx", "Origin", "https://example.org").headers()
                .firstValue("Access-Control-Allow-Origin")).hasValue("*");
    }

    @Test
    void wrongMethodsAndUnknownPathsAnswerInPlainText() {
        HttpResponse<String> post = service.send("POST", "alpha/de", "{}", "Content-Type", "application/json");
        assertThat(post.statusCode()).isEqualTo(405);
        assertThat(post.headers().firstValue("Content-Type").orElse("")).startsWith("text/plain");
        assertThat(post.body()).startsWith("\"");
        HttpResponse<String> unknown = service.get("no/such/thing");
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(unknown.body()).isEqualTo("\"No such resource\"");
        assertThat(unknown.body()).doesNotContain("Exception");
        HttpResponse<String> errorPage = service.get("errors");
        assertThat(errorPage.statusCode()).as("the error page, reached directly").isEqualTo(404);
        assertThat(errorPage.body()).isEqualTo("\"No such resource\"");
    }

    @Test
    void healthReportsTheDatabaseAndTheLoadedData() {
        JsonObject ready = (JsonObject) ServiceClient.parse(service.health("ready").body());
        assertThat(ready.getString("status")).isEqualTo("UP");
        // The server may add checks of its own (WildFly does); the service's is the one named geo-data.
        JsonObject data = ready.getJsonArray("checks").getValuesAs(JsonObject.class).stream()
                .filter(check -> check.getString("name").equals("geo-data")).findFirst().orElseThrow()
                .getJsonObject("data");
        assertThat(data.getString("database")).isEqualTo("reachable");
        for (Dataset servedFromMemory : Dataset.values()) {
            assertThat(data.getString(servedFromMemory.id())).as(servedFromMemory.id())
                    .startsWith("serving data version ");
        }
        assertThat(service.health("live").statusCode()).isEqualTo(200);
    }
}
