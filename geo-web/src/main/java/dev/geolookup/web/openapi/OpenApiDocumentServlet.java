package dev.geolookup.web.openapi;

import dev.geolookup.api.Gzip;
import dev.geolookup.web.http.AcceptEncoding;
import dev.geolookup.web.http.HttpCachingFilter;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.ws.rs.core.HttpHeaders;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Locale;
import java.util.zip.Deflater;

/**
 * GET /openapi as MicroProfile OpenAPI answers it, from the contract as written: YAML, or JSON for
 * {@code Accept: application/json} or {@code ?format=JSON}; gzip for clients that take it, an ETag and 304.
 * OpenApiDocumentRegistration installs it only where configuration asks for it.
 */
public class OpenApiDocumentServlet extends HttpServlet {

    static final String YAML = "application/yaml;charset=UTF-8";
    static final String JSON = "application/json;charset=UTF-8";

    private final DocumentForm yaml;
    private final DocumentForm json;

    public OpenApiDocumentServlet() {
        this.yaml = new DocumentForm(OpenApiContract.written(), YAML);
        this.json = new DocumentForm(new JsonMapper().writeValueAsBytes(OpenApiContract.document()), JSON);
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        DocumentForm form = wantsJson(request) ? json : yaml;
        response.setHeader(HttpHeaders.VARY, HttpHeaders.ACCEPT + ", " + HttpHeaders.ACCEPT_ENCODING);
        response.setHeader(HttpHeaders.CACHE_CONTROL, HttpCachingFilter.CACHE_FOR_AN_HOUR);
        boolean gzip = AcceptEncoding.allowsGzip(request.getHeader(HttpHeaders.ACCEPT_ENCODING));
        String entityTag = gzip ? form.gzipEntityTag() : form.entityTag();
        response.setHeader(HttpHeaders.ETAG, entityTag);
        if (HttpCachingFilter.matches(request.getHeader(HttpHeaders.IF_NONE_MATCH), entityTag)) {
            response.setStatus(HttpServletResponse.SC_NOT_MODIFIED);
            return;
        }
        byte[] body = gzip ? form.gzip() : form.bytes();
        response.setContentType(form.type());
        if (gzip) {
            response.setHeader(HttpHeaders.CONTENT_ENCODING, "gzip");
        }
        response.setContentLength(body.length);
        response.getOutputStream().write(body);
    }

    /** MicroProfile OpenAPI's rule: YAML unless the format parameter or the Accept header asks for JSON. */
    static boolean wantsJson(HttpServletRequest request) {
        String format = request.getParameter("format");
        if (format != null) {
            return format.equalsIgnoreCase("json");
        }
        String accept = request.getHeader(HttpHeaders.ACCEPT);
        String asked = accept == null ? "" : accept.toLowerCase(Locale.ROOT);
        return asked.contains("application/json") && !asked.contains("yaml");
    }


    /** One form of the document, prepared once: its bytes, their gzip form, and a hash of the bytes for the tags. */
    record DocumentForm(byte[] bytes, byte[] gzip, String type, String hash) {

        DocumentForm(byte[] bytes, String type) {
            this(bytes, Gzip.compress(bytes, Deflater.BEST_COMPRESSION), type, hashOf(bytes));
        }

        String entityTag() {
            return "\"" + hash + "\"";
        }

        String gzipEntityTag() {
            return "\"" + hash + "-gzip\"";
        }

        private static String hashOf(byte[] bytes) {
            try {
                return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes), 0, 16);
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException("every JVM has SHA-256", e);
            }
        }
    }
}
