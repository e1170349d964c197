package dev.geolookup.web;

import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.ServiceClient;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.RandomGenerator;
import net.jqwik.api.sessions.JqwikSession;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.URL;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A fuzz suite over the whole public surface: every parameter of every endpoint the OpenAPI document lists, the
 * POST /ip and /mcp bodies, and the HTTP layer itself (oversized request lines and headers, header floods, raw
 * bytes). Values come from jqwik's generators (any Unicode, numbers of every shape, long strings) with a logged
 * seed, plus a list of known attack strings. The service must never answer 5xx, never show a stack trace, never
 * send an oversized answer, and give every refusal of its own a plain-text reason.
 */
class HostileInputIT extends DeployedService {

    /** Fixed, so that a failure is repeated by the next run; another is given with -Dgeo.fuzz.seed. */
    private static final long SEED = Long.getLong("geo.fuzz.seed", 20261126L);
    private static final int GENERATED_VALUES_PER_PARAMETER = 15;
    private static final Pattern REST_COUNTRIES_PATH = Pattern.compile("^GET https?://[^/]+/v(2|3\\.1)/");
    private static final Pattern GEONAMES_PATH = Pattern.compile("^GET https?://[^/]+/geonames/");
    private static final Pattern ZIPPOPOTAM_PATH = Pattern.compile("^GET https?://[^/]+/zippopotam/");
    private static final Pattern NOMINATIM_PATH = Pattern.compile("^GET https?://[^/]+/nominatim/");
    private static final Pattern PHOTON_PATH = Pattern.compile("^GET https?://[^/]+/photon/");
    private static final int MAX_ANSWER_BYTES = 1024 * 1024;
    private static final Pattern STACK_TRACE = Pattern.compile(
            "\\tat |\\bat [a-z]+\\.[a-z]+\\.[\\w.$]+\\(|Exception:|\\.java:\\d+|Caused by:");

    /** Values attackers and broken clients send; raw ones are byte sequences to percent-encode as they are. */
    private static final List<String> ATTACKS = List.of(
            "' OR '1'='1", "1; DROP TABLE country; --", "\" OR \"\"=\"", "1 UNION SELECT user, password FROM mysql.user",
            "%' AND SLEEP(5) AND '%'='", "{\"$gt\": \"\"}", "\"}, {\"injected\": true", "[1,2,{\"a\":",
            "../../../../etc/passwd", "..\\..\\windows\\win.ini", "/etc/passwd%00.json", "<script>alert(1)</script>",
            "${jndi:ldap://127.0.0.1/x}", "#{7*7}", "%s%s%s%n", "\u0000", "\r\nX-Injected: 1", "-1", "0",
            "99999999999999999999999999", "-9223372036854775809", "1e309", "NaN", "Infinity", "-0", "0x1F", "1,5",
            "  ", "", "ä", "\uD83D\uDE00", "\uD800", "\uFEFF", "*", "?", "%", "+", "&", "=", "/", ".", "..");
    private static final List<byte[]> RAW_BYTE_VALUES = List.of(
            new byte[] {(byte) 0xFF, (byte) 0xFE}, new byte[] {(byte) 0xC3, 0x28}, new byte[] {(byte) 0xED, (byte) 0xA0,
                    (byte) 0x80}, new byte[] {(byte) 0xF8, (byte) 0x88, (byte) 0x80, (byte) 0x80, (byte) 0x80},
            new byte[] {0x00, 0x01, 0x7F});

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    @ArquillianResource
    private URL base;

    private final Random random = new Random(SEED);

    /** jqwik's generators run inside a session; these tests are Jupiter tests, so they open one themselves. */
    @BeforeEach
    void openJqwikSession() {
        JqwikSession.start();
    }

    @AfterEach
    void closeJqwikSession() {
        JqwikSession.finish();
    }

    @Test
    void everyParameterOfEveryEndpointRefusesHostileValuesCleanly() throws Exception {
        JsonObject document = (JsonObject) ServiceClient.parse(service.get("openapi", "Accept", "application/json").body());
        JsonObject paths = document.getJsonObject("paths");
        JsonObject sharedParameters = document.getJsonObject("components").getJsonObject("parameters");
        List<String> checked = new ArrayList<>();
        for (Map.Entry<String, JsonValue> path : paths.entrySet()) {
            JsonObject get = path.getValue().asJsonObject().getJsonObject("get");
            if (get == null || path.getKey().startsWith("/admin") || !get.containsKey("parameters")) {
                continue;
            }
            for (JsonValue listed : get.getJsonArray("parameters")) {
                JsonObject parameter = listed.asJsonObject().containsKey("$ref")
                        ? sharedParameters.getJsonObject(listed.asJsonObject().getString("$ref").replaceAll(".*/", ""))
                        : listed.asJsonObject();
                String name = parameter.getString("name");
                boolean inPath = parameter.getString("in").equals("path");
                for (String encoded : hostileEncodedValues()) {
                    String target = inPath
                            ? path.getKey().replace("{" + name + "}", encoded).replaceAll("\\{\\w+}", "x")
                            : path.getKey().replaceAll("\\{\\w+}", "x") + "?" + name + "=" + encoded;
                    Answer answer = send(HttpRequest.newBuilder(URI.create(base() + target)).GET());
                    // An empty or undecodable path segment is refused by the HTTP layer before the API sees it.
                    answer.assertClean(inPath);
                    checked.add(target);
                }
            }
        }
        assertThat(checked).as("requests made (seed %d)", SEED).hasSizeGreaterThan(1000);
    }

    @Test
    void wrongMethodsGetAPlainTextReason() throws Exception {
        for (String method : List.of("PUT", "DELETE", "PATCH", "TRACE", "FOO")) {
            for (String path : List.of("alpha/de", "places", "ip/8.8.8.8", "postal/de/10115", "distance")) {
                Answer answer = send(HttpRequest.newBuilder(URI.create(base() + "/" + path))
                        .method(method, HttpRequest.BodyPublishers.ofString("x")));
                // The servlet container refuses TRACE itself (405, no body) before the API sees it.
                answer.assertClean(method.equals("TRACE"));
            }
        }
    }

    @Test
    void postIpBodiesOfEveryShapeAreRefusedCleanly() throws Exception {
        List<String> bodies = new ArrayList<>(List.of("", "null", "{}", "[", "[]", "[null]", "[1]", "[[\"8.8.8.8\"]]",
                "\"8.8.8.8\"", "[\"8.8.8.8\",]", "[\"" + "9".repeat(100_000) + "\"]", "[" + "[".repeat(5000),
                "{\"ip\": \"8.8.8.8\"}", "[\"\\ud800\"]", "[\"8.8.8.8\"" + ", \"1.1.1.1\"".repeat(150) + "]"));
        Arbitrary<String> anyText = Arbitraries.strings().all().ofMaxLength(200);
        for (int i = 0; i < 200; i++) {
            String element = sample(anyText);
            bodies.add(random.nextBoolean() ? "[" + jsonString(element) + "]" : element);
        }
        for (String body : bodies) {
            for (String contentType : List.of("application/json", "text/plain")) {
                Answer answer = send(HttpRequest.newBuilder(URI.create(base() + "/ip"))
                        .header("Content-Type", contentType)
                        .POST(HttpRequest.BodyPublishers.ofString(body)), body);
                answer.assertClean(false);
            }
        }
        Answer invalidUtf8 = send(HttpRequest.newBuilder(URI.create(base() + "/ip"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofByteArray(new byte[] {'[', '"', (byte) 0xC3, 0x28, '"', ']'})));
        invalidUtf8.assertClean(false);
        assertThat(invalidUtf8.status).isEqualTo(400);
    }

    @Test
    void filesToGeocodeWithHugeCellsManyColumnsAndLongHeadersAreAnsweredCleanly() throws Exception {
        String hundredThousand = "a".repeat(100_000);
        List<String> files = new ArrayList<>(List.of(
                "name\n" + hundredThousand + "\nParis\n",
                "name\n\"" + "b".repeat(1_000_000) + "\"\nParis\n",
                "name,country\nParis," + hundredThousand + "\n",
                "name,admin1\nParis," + "c".repeat(5_000) + "\n",
                "name\n" + "d".repeat(5_000) + "\n",
                "name" + ",x".repeat(5_000) + "\nParis\n",
                "name\nParis" + ",".repeat(5_000) + "\n",
                "name," + "h".repeat(200_000) + "\nParis,1\n",
                "name\n" + ("Paris\n".repeat(999)) + hundredThousand + "\n",
                "name\n" + "=HYPERLINK(\"http://x\")\n"));
        Arbitrary<String> anyText = Arbitraries.strings().all().ofMinLength(1).ofMaxLength(3_000);
        for (int i = 0; i < 40; i++) {
            files.add("name,country\n" + csvCell(sample(anyText)) + "," + csvCell(sample(anyText)) + "\n");
        }
        for (String file : files) {
            for (String gazetteer : List.of("cities", "places")) {
                for (String accept : List.of("text/csv", "application/json")) {
                    Answer answer = send(HttpRequest.newBuilder(URI.create(base() + "/" + gazetteer + "/geocode"))
                            .header("Content-Type", "text/csv").header("Accept", accept)
                            .POST(HttpRequest.BodyPublishers.ofString(file)), file);
                    answer.assertNoFailureOrLeak();
                    String text = new String(answer.body, StandardCharsets.UTF_8);
                    assertThat(answer.status).as("%s: %.300s", answer.request, text).isIn(200, 400, 413);
                    if (answer.status == 200) {
                        assertThat(text).as(answer.request).doesNotContain(hundredThousand);
                    }
                }
            }
        }
        assertReady();
    }

    @Test
    void batchSearchBodiesWithHugeQueriesAreRefusedCleanly() throws Exception {
        String huge = "q".repeat(10_000);
        List<String> bodies = new ArrayList<>(List.of(
                "[{\"q\": \"" + huge + "\", \"fuzzy\": true}]",
                "[{\"q\": \"" + "e".repeat(dev.geolookup.api.text.SearchText.MAX_LENGTH + 1) + "\", \"fuzzy\": true}]",
                "[" + "{\"q\": \"paris\", \"fuzzy\": true},".repeat(200) + "{\"q\": \"x\"}]",
                "[{\"q\": " + "[".repeat(3000) + "}]", "[{\"admin1\": \"" + huge + "\"}]",
                "[{\"q\": {\"nested\": \"" + huge + "\"}}]", "[{\"" + huge + "\": 1}]"));
        Arbitrary<String> anyText = Arbitraries.strings().all().ofMaxLength(400);
        for (int i = 0; i < 60; i++) {
            bodies.add("[{\"q\": " + jsonString(sample(anyText)) + ", \"fuzzy\": " + random.nextBoolean() + "}]");
        }
        for (String body : bodies) {
            for (String path : List.of("/places/search", "/cities/search", "/reverse")) {
                Answer answer = send(HttpRequest.newBuilder(URI.create(base() + path))
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(body)), body);
                answer.assertClean(false);
            }
        }
        Answer tooLong = send(HttpRequest.newBuilder(URI.create(base() + "/places/search"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(bodies.get(1))), bodies.get(1));
        // A batch answers each query in its place: the one too long with its error, the request with 200.
        assertThat(tooLong.status).isEqualTo(200);
        assertThat(new String(tooLong.body, StandardCharsets.UTF_8))
                .isEqualTo("[{\"error\":\"q must be at most 256 characters long\"}]");
        assertReady();
    }

    private void assertReady() {
        HttpResponse<String> ready = service.health("ready");
        assertThat(ready.statusCode()).as("readiness after the requests: %s", ready.body()).isEqualTo(200);
    }

    private static String csvCell(String text) {
        return "\"" + text.replace("\"", "\"\"") + "\"";
    }

    @Test
    void mcpBodiesOfEveryShapeNeverBreakTheEndpoint() throws Exception {
        List<String> bodies = new ArrayList<>(List.of("", "{", "[]", "null", "{\"jsonrpc\":\"2.0\"}",
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"get_country\","
                        + "\"arguments\":{\"code\":\"' OR 1=1 --\"}}}",
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"../../etc/passwd\"}}",
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"" + "x".repeat(100_000) + "\"}",
                "{\"jsonrpc\":\"2.0\",\"id\":" + "9".repeat(400) + ",\"method\":\"ping\"}"));
        Arbitrary<String> anyText = Arbitraries.strings().all().ofMaxLength(300);
        for (int i = 0; i < 100; i++) {
            bodies.add(random.nextBoolean() ? sample(anyText)
                    : "{\"jsonrpc\":\"2.0\",\"id\":" + i + ",\"method\":" + jsonString(sample(anyText)) + "}");
        }
        for (String body : bodies) {
            Answer answer = send(HttpRequest.newBuilder(URI.create(base() + "/mcp"))
                    .header("Content-Type", "application/json")
                    .header("Accept", "application/json, text/event-stream")
                    .POST(HttpRequest.BodyPublishers.ofString(body)), body);
            answer.assertNoFailureOrLeak();
            if (answer.status >= 400) {
                JsonObject error = (JsonObject) ServiceClient.parse(new String(answer.body, StandardCharsets.UTF_8));
                assertThat(error.keySet()).as(answer.request).containsExactlyInAnyOrder("jsonrpc", "id", "error");
                assertThat(error.getJsonObject("error").getString("message")).as(answer.request).isNotBlank();
            }
        }
    }

    @Test
    void theHttpLayerRefusesOversizedAndMalformedRequestsWithoutFailing() throws Exception {
        String host = "Host: " + base.getHost() + ":" + base.getPort() + "\r\n";
        List<String> requests = new ArrayList<>();
        requests.add("GET /places?q=" + "a".repeat(100_000) + " HTTP/1.1\r\n" + host + "Connection: close\r\n\r\n");
        requests.add("GET /alpha/de HTTP/1.1\r\n" + host + "X-Big: " + "b".repeat(100_000)
                + "\r\nConnection: close\r\n\r\n");
        StringBuilder flood = new StringBuilder("GET /alpha/de HTTP/1.1\r\n").append(host);
        for (int i = 0; i < 2000; i++) {
            flood.append("X-Flood-").append(i).append(": ").append("v".repeat(20)).append("\r\n");
        }
        requests.add(flood.append("Connection: close\r\n\r\n").toString());
        requests.add("GET /ip HTTP/1.1\r\n" + host + "X-Forwarded-For: " + "10.0.0.1, ".repeat(3000)
                + "1.2.3.4\r\nConnection: close\r\n\r\n");
        requests.add("GET /alpha/\u00ff\u00fe HTTP/1.1\r\n" + host + "Connection: close\r\n\r\n");
        requests.add("GARBAGE\r\n\r\n");
        requests.add("POST /ip HTTP/1.1\r\n" + host + "Content-Type: application/json\r\nContent-Length: 99999999\r\n"
                + "Connection: close\r\n\r\n[\"8.8.8.8\"]");
        for (String request : requests) {
            byte[] answer = rawExchange(request.getBytes(StandardCharsets.ISO_8859_1));
            String text = new String(answer, StandardCharsets.ISO_8859_1);
            String statusLine = text.lines().findFirst().orElse("");
            assertThat(statusLine).as("status line for %.80s", request).doesNotMatch("HTTP/1\\.[01] 5\\d\\d.*");
            assertThat(text).as("answer to %.80s", request).doesNotContainPattern(STACK_TRACE);
            assertThat(answer.length).isLessThan(MAX_ANSWER_BYTES);
        }
        // RFC 9110 15.6.6: 505 is the answer to a major version the server does not speak, not a failure (Payara);
        // WildFly's HTTP layer refuses the request line as malformed instead, with 400.
        String unknownVersion = new String(rawExchange(("GET / HTTP/9.9\r\n" + host + "Connection: close\r\n\r\n")
                .getBytes(StandardCharsets.ISO_8859_1)), StandardCharsets.ISO_8859_1);
        assertThat(unknownVersion).matches("(?s)HTTP/1\\.1 (505|400) .*").doesNotContainPattern(STACK_TRACE);
        assertThat(service.get("alpha/de").statusCode()).as("the service still answers").isEqualTo(200);
    }

    @Test
    void aPathWithAnInvalidPercentEscapeIsRefusedAndNeverServed() throws Exception {
        String host = "Host: " + base.getHost() + ":" + base.getPort() + "\r\n";
        for (String path : List.of("/alpha/%zz", "/name/%e", "/places/%g1", "/ip/1.2.3.4%eth0")) {
            String answer = new String(rawExchange(("GET " + path + " HTTP/1.1\r\n" + host + "Connection: close\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1)), StandardCharsets.ISO_8859_1);
            String statusLine = answer.lines().findFirst().orElse("");
            String body = answer.contains("\r\n\r\n") ? answer.substring(answer.indexOf("\r\n\r\n") + 4) : "";
            assertThat(statusLine).as("status line for %s", path).matches("HTTP/1\\.1 [24]\\d\\d .*");
            assertThat(body).as("answer to %s", path).doesNotContainPattern(STACK_TRACE).doesNotStartWith("{")
                    .doesNotStartWith("[");
            // Payara Micro fails while decoding the path in its HTTP layer, before any application is chosen, logs
            // the exception and sends an empty 200 (payara/Payara#8000); nothing of ours runs, so nothing of ours
            // can answer. docs/OPERATIONS.md says so; WildFly's HTTP layer refuses the path itself.
            if (runsOnWildFly()) {
                assertThat(statusLine).as("status line for %s", path).startsWith("HTTP/1.1 400 ");
            } else {
                assertThat(statusLine).as("Payara's answer to %s; if it changed, update docs/OPERATIONS.md", path)
                        .startsWith("HTTP/1.1 200 ");
                assertThat(body).as("Payara's answer to %s", path).isEmpty();
            }
        }
        assertThat(service.get("alpha/de").statusCode()).as("the service still answers").isEqualTo(200);
    }

    private static boolean runsOnWildFly() {
        return "wildfly".equals(System.getProperty("arquillian.launch"));
    }

    /** Generated values (any Unicode, long, numeric), the known attacks and raw bytes, all percent-encoded. */
    private List<String> hostileEncodedValues() {
        List<String> values = new ArrayList<>();
        ATTACKS.forEach(attack -> values.add(URLEncoder.encode(attack, StandardCharsets.UTF_8)));
        RAW_BYTE_VALUES.forEach(bytes -> values.add(percentEncoded(bytes)));
        List<Arbitrary<String>> kinds = List.of(
                Arbitraries.strings().all().ofMaxLength(40),
                Arbitraries.strings().withCharRange(' ', '~').ofMaxLength(2000),
                Arbitraries.bigDecimals().map(Object::toString),
                Arbitraries.doubles().map(Object::toString),
                Arbitraries.longs().map(Object::toString));
        for (int i = 0; i < GENERATED_VALUES_PER_PARAMETER; i++) {
            values.add(URLEncoder.encode(sample(kinds.get(i % kinds.size())), StandardCharsets.UTF_8));
        }
        return values;
    }

    private String sample(Arbitrary<String> arbitrary) {
        RandomGenerator<String> generator = arbitrary.generator(1000);
        return generator.next(random).value();
    }

    private static String percentEncoded(byte[] bytes) {
        StringBuilder encoded = new StringBuilder();
        for (byte b : bytes) {
            encoded.append('%').append(String.format("%02X", b & 0xFF));
        }
        return encoded.toString();
    }

    private static String jsonString(String text) {
        return jakarta.json.Json.createValue(text).toString();
    }

    private String base() {
        return base.toString().replaceAll("/$", "");
    }

    private static Answer send(HttpRequest.Builder request, String body) throws InterruptedException {
        HttpRequest built = request.timeout(Duration.ofSeconds(30)).build();
        String described = built.method() + " " + abbreviated(built.uri().toString())
                + (body == null ? "" : " with body " + abbreviated(body));
        try {
            HttpResponse<byte[]> response = HTTP.send(built, HttpResponse.BodyHandlers.ofByteArray());
            return new Answer(described, response.statusCode(),
                    response.headers().firstValue("Content-Type").orElse(""), response.body());
        } catch (IOException e) {
            throw new AssertionError(described + " (seed " + SEED + ") got no answer: " + e, e);
        }
    }

    private static Answer send(HttpRequest.Builder request) throws InterruptedException {
        return send(request, null);
    }

    private byte[] rawExchange(byte[] request) throws IOException {
        try (Socket socket = new Socket(base.getHost(), base.getPort())) {
            socket.setSoTimeout(30_000);
            OutputStream out = socket.getOutputStream();
            try {
                out.write(request);
                out.flush();
            } catch (IOException closedWhileSending) {
                // The server may refuse and close before the whole request is written; its answer still counts.
            }
            ByteArrayOutputStream answer = new ByteArrayOutputStream();
            InputStream in = socket.getInputStream();
            byte[] buffer = new byte[8192];
            try {
                for (int n; (n = in.read(buffer)) > 0 && answer.size() < MAX_ANSWER_BYTES; ) {
                    answer.write(buffer, 0, n);
                }
            } catch (IOException resetAfterAnswer) {
                // A reset after the refusal is a refusal too.
            }
            return answer.toByteArray();
        }
    }

    private static String abbreviated(String text) {
        return text.length() <= 200 ? text : text.substring(0, 200) + "…(" + text.length() + " chars)";
    }

    private record Answer(String request, int status, String contentType, byte[] body) {

        /** No failure, no leaked internals, no oversized answer; and a plain-text reason for every refusal. */
        void assertClean(boolean httpLayerMayRefuseWithoutBody) {
            assertNoFailureOrLeak();
            String text = new String(body, StandardCharsets.UTF_8);
            if (status >= 400) {
                if (body.length == 0 && httpLayerMayRefuseWithoutBody && (status == 400 || status == 405)) {
                    return;
                }
                if (REST_COUNTRIES_PATH.matcher(request).find() && !contentType.startsWith("text/plain")) {
                    // REST Countries' endpoints refuse in REST Countries' JSON: {"message": ..., "status": ...}; a
                    // path none of them has (an empty segment) is the root API's plain-text 404.
                    assertThat(contentType).as("%s answered %d", request, status).startsWith("application/json");
                    JsonObject error = (JsonObject) ServiceClient.parse(text);
                    assertThat(error.getInt("status")).as("%s: %s", request, text).isEqualTo(status);
                    assertThat(error.getString("message")).as("%s: message", request).isNotBlank();
                    return;
                }
                // A path that reaches the adapters answers in their shape; one none of their paths has (an empty
                // or extra segment) is the root API's plain-text 404.
                boolean json = contentType.startsWith("application/json");
                if (ZIPPOPOTAM_PATH.matcher(request).find() && status == 404 && json) {
                    // Zippopotam.us' not found: {} and nothing else.
                    assertThat(text).as("%s answered 404", request).isEqualTo("{}");
                    return;
                }
                if (NOMINATIM_PATH.matcher(request).find() && status == 400 && json) {
                    // Nominatim's refusal: {"error": {"code": 400, "message": ...}}.
                    JsonObject error = ((JsonObject) ServiceClient.parse(text)).getJsonObject("error");
                    assertThat(error.getInt("code")).as("%s: %s", request, text).isEqualTo(400);
                    assertThat(error.getString("message")).as("%s: message", request).isNotBlank();
                    return;
                }
                if (PHOTON_PATH.matcher(request).find() && status == 400 && json) {
                    // photon's refusal: {"message": ...}.
                    assertThat(((JsonObject) ServiceClient.parse(text)).getString("message"))
                            .as("%s: message", request).isNotBlank();
                    return;
                }
                if (GEONAMES_PATH.matcher(request).find() && status == 404 && json) {
                    // Not a GeoNames service: GeoNames' status body.
                    assertThat(((JsonObject) ServiceClient.parse(text)).getJsonObject("status").getInt("value"))
                            .as("%s: %s", request, text).isEqualTo(23);
                    return;
                }
                assertThat(contentType).as("%s answered %d", request, status).startsWith("text/plain");
                JsonValue reason = jakarta.json.Json.createReader(new java.io.StringReader(text)).readValue();
                assertThat(reason).as("%s answered %d: %s", request, status, text).isInstanceOf(JsonString.class);
                assertThat(((JsonString) reason).getString()).as("%s: reason", request).isNotBlank();
            } else if (status == 200 && GEONAMES_PATH.matcher(request).find()) {
                // GeoNames answers its refusals with 200 and its status body; JSONP is JavaScript, a plain name XML
                // (countryCode text).
                assertThat(contentType).as("%s answered 200", request)
                        .matches("(application/(json|javascript)|text/xml|text/plain).*");
            } else if (status == 200 && NOMINATIM_PATH.matcher(request).find() && request.contains("/status")) {
                // Nominatim's status is OK as text unless JSON is asked for.
                assertThat(contentType).as("%s answered 200", request).matches("(text/plain|application/json).*");
            } else if (status == 200) {
                assertThat(contentType).as("%s answered 200", request).startsWith("application/json");
            }
        }

        void assertNoFailureOrLeak() {
            String text = new String(body, StandardCharsets.UTF_8);
            assertThat(status).as("%s answered %d (seed %d): %.300s", request, status, SEED, text).isLessThan(500);
            assertThat(body.length).as("%s: answer size", request).isLessThan(MAX_ANSWER_BYTES);
            assertThat(text).as("%s: answer", request).doesNotContainPattern(STACK_TRACE);
        }
    }
}
