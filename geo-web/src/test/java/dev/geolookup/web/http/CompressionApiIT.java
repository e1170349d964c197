package dev.geolookup.web.http;

import dev.geolookup.web.support.DeployedService;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/** gzip on the wire: what is compressed, for whom, with which headers and tags, and that it unpacks to the same bytes. */
class CompressionApiIT extends DeployedService {

    private static final List<String> LARGE_ANSWERS = List.of("countries", "alpha/de?full=true", "region/europe",
            "cities?q=san&limit=50", "places/near?lat=52.37&lng=4.89&limit=40", "postal?code=10115",
            "cities?q=berlin&format=geojson", "reverse?lat=48.8566&lng=2.3522");

    @Test
    void largeAnswersGoCompressedToClientsThatTakeGzipAndUnpackToThePlainBytes() {
        for (String path : LARGE_ANSWERS) {
            HttpResponse<byte[]> plain = assertSentCompressedToClientsThatTakeGzip(path);
            assertThat(plain.body().length).as(path + " is large enough to compress")
                    .isGreaterThan(JsonCompression.SMALLEST_COMPRESSED);
        }
        HttpResponse<byte[]> countries = service.getBytes("countries", "Accept-Encoding", "br, gzip;q=0.5");
        assertThat(countries.headers().firstValue("Content-Encoding")).hasValue("gzip");
        assertThat(gunzip(countries.body()).length).isGreaterThan(5 * countries.body().length);
    }

    @Test
    void eachFormHasItsOwnTagAndRevalidatesOnItsOwn() {
        HttpResponse<byte[]> plain = service.getBytes("countries");
        HttpResponse<byte[]> gzip = service.getBytes("countries", "Accept-Encoding", "gzip");
        String plainTag = plain.headers().firstValue("ETag").orElseThrow();
        String gzipTag = gzip.headers().firstValue("ETag").orElseThrow();
        assertThat(gzipTag).startsWith("\"").endsWith("\"").isNotEqualTo(plainTag);

        HttpResponse<byte[]> gzipAgain = service.getBytes("countries", "Accept-Encoding", "gzip", "If-None-Match", gzipTag);
        assertThat(gzipAgain.statusCode()).isEqualTo(304);
        assertThat(gzipAgain.body()).isEmpty();
        assertThat(service.getBytes("countries", "If-None-Match", plainTag).statusCode()).isEqualTo(304);
        // A tag of the other form does not revalidate: the client gets the form it asked for, whole.
        HttpResponse<byte[]> otherForm = service.getBytes("countries", "Accept-Encoding", "gzip", "If-None-Match", plainTag);
        assertThat(otherForm.statusCode()).isEqualTo(200);
        assertThat(otherForm.headers().firstValue("Content-Encoding")).hasValue("gzip");
        assertThat(service.getBytes("countries", "If-None-Match", gzipTag).statusCode()).isEqualTo(200);
    }

    @Test
    void gzipIsNotSentWhereTheClientRefusesItTheAnswerIsSmallOrItIsAnError() {
        for (String refusal : List.of("gzip;q=0", "identity", "*;q=0", "br")) {
            HttpResponse<byte[]> answer = service.getBytes("countries", "Accept-Encoding", refusal);
            assertThat(answer.headers().firstValue("Content-Encoding")).as(refusal).isEmpty();
            assertThat(answer.body()[0]).as(refusal).isEqualTo((byte) '[');
        }
        HttpResponse<byte[]> small = service.getBytes("alpha/de?fields=name", "Accept-Encoding", "gzip");
        assertThat(small.headers().firstValue("Content-Encoding")).isEmpty();
        assertThat(new String(small.body())).isEqualTo("{\"name\":\"Germany\"}");
        assertThat(small.headers().allValues("Vary")).anyMatch(vary -> vary.toLowerCase().contains("accept-encoding"));

        HttpResponse<byte[]> notFound = service.getBytes("alpha/xx", "Accept-Encoding", "gzip");
        assertThat(notFound.statusCode()).isEqualTo(404);
        assertThat(notFound.headers().firstValue("Content-Encoding")).isEmpty();
        assertThat(notFound.headers().firstValue("Content-Type").orElse("")).startsWith("text/plain");
        assertThat(new String(notFound.body())).isEqualTo("\"Country not found\"");
    }

    @Test
    void thePagesFilesGoCompressedToBrowsersAndAnImageGoesAsItIs() {
        for (String path : List.of("", "docs", "docs/swagger-ui-bundle.js", "docs/swagger-ui.css", "ui/leaflet.js",
                "ui/page.js", "ui/page.css")) {
            HttpResponse<byte[]> plain = assertSentCompressedToClientsThatTakeGzip(path);
            assertThat(plain.headers().firstValue("Content-Type").orElse("")).as(path).startsWith("text/");
        }
        HttpResponse<byte[]> outlines = assertSentCompressedToClientsThatTakeGzip("ui/countries-110m.topojson");
        assertThat(new String(outlines.body())).startsWith("{\"type\":\"Topology\"");
        HttpResponse<byte[]> bundle = service.getBytes("docs/swagger-ui-bundle.js", "Accept-Encoding", "gzip, deflate, br");
        assertThat(bundle.body().length).as("the 1.5 MB Swagger UI bundle").isLessThan(600_000);

        HttpResponse<byte[]> image = service.getBytes("docs/favicon-32x32.png", "Accept-Encoding", "gzip");
        assertThat(image.statusCode()).isEqualTo(200);
        assertThat(image.headers().firstValue("Content-Encoding")).isEmpty();
        assertThat(image.body()).startsWith(0x89, 'P', 'N', 'G');
    }

    /** On Payara the service serves the document, on WildFly the server does and compresses it (in HTTP/1.1 here). */
    @Test
    void theOpenApiDocumentGoesCompressedToClientsThatTakeGzip() {
        HttpResponse<byte[]> plain = service.getBytesOverHttp11("openapi");
        HttpResponse<byte[]> gzip = service.getBytesOverHttp11("openapi", "Accept-Encoding", "gzip");
        assertThat(plain.statusCode()).isEqualTo(200);
        assertThat(plain.headers().firstValue("Content-Encoding")).isEmpty();
        assertThat(new String(plain.body())).contains("openapi: 3.", "/alpha/{code}:");
        assertThat(gzip.headers().firstValue("Content-Encoding")).hasValue("gzip");
        assertThat(gunzip(gzip.body())).isEqualTo(plain.body());
        assertThat(gzip.body().length).isLessThan(plain.body().length / 4);
        HttpResponse<byte[]> refused = service.getBytesOverHttp11("openapi", "Accept-Encoding", "gzip;q=0");
        assertThat(refused.headers().firstValue("Content-Encoding")).isEmpty();
        assertThat(refused.body()).isEqualTo(plain.body());
    }

    /** The plain answer at path, after checking that its gzip form unpacks to it and that both say how they vary. */
    private HttpResponse<byte[]> assertSentCompressedToClientsThatTakeGzip(String path) {
        HttpResponse<byte[]> plain = service.getBytes(path);
        HttpResponse<byte[]> gzip = service.getBytes(path, "Accept-Encoding", "gzip");
        assertThat(plain.statusCode()).as(path).isEqualTo(200);
        assertThat(plain.headers().firstValue("Content-Encoding")).as(path).isEmpty();
        assertThat(gzip.headers().firstValue("Content-Encoding")).as(path).hasValue("gzip");
        assertThat(gunzip(gzip.body())).as(path).isEqualTo(plain.body());
        assertThat(gzip.body().length).as(path).isLessThan(plain.body().length);
        assertThat(gzip.headers().firstValue("Content-Length")).as(path)
                .hasValue(String.valueOf(gzip.body().length));
        assertThat(gzip.headers().firstValue("Content-Type")).as(path).isEqualTo(plain.headers().firstValue("Content-Type"));
        for (HttpResponse<byte[]> form : List.of(plain, gzip)) {
            assertThat(form.headers().allValues("Vary")).as(path)
                    .anyMatch(vary -> vary.toLowerCase().contains("accept-encoding"));
        }
        return plain;
    }

    private static byte[] gunzip(byte[] compressed) {
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(compressed))) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("not gzip", e);
        }
    }
}
