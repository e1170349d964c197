package dev.geolookup.web.ui;

import dev.geolookup.api.Gzip;
import dev.geolookup.web.http.AcceptEncoding;
import dev.geolookup.web.http.HttpCachingFilter;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Properties;
import java.util.zip.Deflater;
import java.util.zip.GZIPInputStream;

/**
 * The human side of the service: the page at / (a world map, search as you type, country lookup) and Swagger UI at
 * /docs, reading /openapi. The page's libraries come from webjars in the WAR and its country outlines from a bundled
 * file, so the page works without internet. Served by JAX-RS because the API owns every path from the root; only
 * the files named here are served, so no path a client sends reaches the class loader.
 */
@Path("/")
public class WebPageResource {

    private static final String PAGES = "/dev/geolookup/web/ui/";
    private static final String SCRIPT = "text/javascript; charset=UTF-8";
    private static final String STYLE = "text/css; charset=UTF-8";
    /** Natural Earth 1:110m countries as packaged by world-atlas: public domain data, ISC packaging. */
    private static final String COUNTRY_OUTLINES = PAGES + "map/countries-110m.topojson.gz";
    private static final PageFile HOME = new PageFile(PAGES + "index.html", "text/html; charset=UTF-8");
    private static final PageFile API_DOCS = new PageFile(PAGES + "docs.html", "text/html; charset=UTF-8");

    private static final Map<String, PageFile> PAGE_FILES = Map.of(
            "page.js", new PageFile(PAGES + "page.js", SCRIPT),
            "map.js", new PageFile(PAGES + "map.js", SCRIPT),
            "page.css", new PageFile(PAGES + "page.css", STYLE),
            "docs.js", new PageFile(PAGES + "docs.js", SCRIPT),
            "leaflet.js", new PageFile(webjar("org.webjars.npm", "leaflet") + "dist/leaflet.js", SCRIPT),
            "leaflet.css", new PageFile(webjar("org.webjars.npm", "leaflet") + "dist/leaflet.css", STYLE),
            "topojson.js", new PageFile(webjar("org.webjars.bower", "topojson") + "topojson.min.js", SCRIPT));
    private static final String SWAGGER_UI = webjar("org.webjars", "swagger-ui");
    private static final Map<String, PageFile> SWAGGER_UI_FILES = Map.of(
            "swagger-ui.css", new PageFile(SWAGGER_UI + "swagger-ui.css", STYLE),
            "swagger-ui-bundle.js", new PageFile(SWAGGER_UI + "swagger-ui-bundle.js", SCRIPT),
            "favicon-32x32.png", new PageFile(SWAGGER_UI + "favicon-32x32.png", "image/png"));

    @GET
    public Response home(@HeaderParam(HttpHeaders.ACCEPT_ENCODING) String acceptEncoding) {
        return HOME.response(acceptEncoding);
    }

    @GET
    @Path("docs")
    public Response apiDocs(@HeaderParam(HttpHeaders.ACCEPT_ENCODING) String acceptEncoding) {
        return API_DOCS.response(acceptEncoding);
    }

    @GET
    @Path("ui/{file}")
    public Response pageFile(@PathParam("file") String name,
                             @HeaderParam(HttpHeaders.ACCEPT_ENCODING) String acceptEncoding) {
        return known(PAGE_FILES, name).response(acceptEncoding);
    }

    @GET
    @Path("docs/{file}")
    public Response swaggerUiFile(@PathParam("file") String name,
                                  @HeaderParam(HttpHeaders.ACCEPT_ENCODING) String acceptEncoding) {
        return known(SWAGGER_UI_FILES, name).response(acceptEncoding);
    }

    /** Stored compressed; sent so to every client that takes gzip (every browser), inflated for any other. */
    @GET
    @Path("ui/countries-110m.topojson")
    public Response countryOutlines(@HeaderParam(HttpHeaders.ACCEPT_ENCODING) String acceptEncoding) {
        boolean gzip = AcceptEncoding.allowsGzip(acceptEncoding);
        InputStream stored = PageFile.open(COUNTRY_OUTLINES);
        try {
            Response.ResponseBuilder answer = Response.ok(gzip ? stored : new GZIPInputStream(stored),
                            "application/json; charset=UTF-8")
                    .header(HttpHeaders.CACHE_CONTROL, HttpCachingFilter.CACHE_FOR_AN_HOUR)
                    .header(HttpHeaders.VARY, HttpHeaders.ACCEPT_ENCODING);
            return gzip ? answer.header(HttpHeaders.CONTENT_ENCODING, "gzip").build() : answer.build();
        } catch (IOException e) {
            throw new UncheckedIOException(COUNTRY_OUTLINES + " is not gzip", e);
        }
    }

    private static PageFile known(Map<String, PageFile> files, String name) {
        PageFile file = files.get(name);
        if (file == null) {
            throw new NotFoundException("No such file");
        }
        return file;
    }

    /** The folder of a webjar's files in the WAR, named by the version its own pom.properties gives. */
    private static String webjar(String group, String artifact) {
        Properties pom = new Properties();
        String descriptor = "META-INF/maven/" + group + "/" + artifact + "/pom.properties";
        try (InputStream in = WebPageResource.class.getClassLoader().getResourceAsStream(descriptor)) {
            if (in == null) {
                throw new IllegalStateException("the " + artifact + " webjar is missing from the WAR");
            }
            pom.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return "/META-INF/resources/webjars/" + artifact + "/" + pom.getProperty("version") + "/";
    }

    /**
     * A file of the page, read from the WAR on its first request and kept with its gzip form, compressed once at the
     * tightest level: the Swagger UI bundle alone is 1.5 MB, and every browser takes gzip. A file that compression
     * would not shrink by much (an image, a small script) is kept plain only.
     */
    private static final class PageFile {

        private final String resource;
        private final String type;
        private volatile Stored stored;

        PageFile(String resource, String type) {
            this.resource = resource;
            this.type = type;
        }

        Response response(String acceptEncoding) {
            Stored file = stored();
            boolean gzip = file.gzip() != null && AcceptEncoding.allowsGzip(acceptEncoding);
            byte[] bytes = gzip ? file.gzip() : file.plain();
            Response.ResponseBuilder answer = Response.ok(bytes, type)
                    .header(HttpHeaders.CONTENT_LENGTH, bytes.length)
                    .header(HttpHeaders.CACHE_CONTROL, HttpCachingFilter.CACHE_FOR_AN_HOUR)
                    .header(HttpHeaders.VARY, HttpHeaders.ACCEPT_ENCODING);
            return gzip ? answer.header(HttpHeaders.CONTENT_ENCODING, "gzip").build() : answer.build();
        }

        /** Threads that race read and compress alike. */
        private Stored stored() {
            Stored file = stored;
            if (file == null) {
                try (InputStream in = open(resource)) {
                    byte[] plain = in.readAllBytes();
                    byte[] gzip = Gzip.compress(plain, Deflater.BEST_COMPRESSION);
                    file = new Stored(plain, gzip.length < plain.length * 9 / 10 ? gzip : null);
                } catch (IOException e) {
                    throw new UncheckedIOException(resource + " cannot be read from the WAR", e);
                }
                stored = file;
            }
            return file;
        }

        static InputStream open(String resource) {
            InputStream content = WebPageResource.class.getResourceAsStream(resource);
            if (content == null) {
                throw new IllegalStateException(resource + " is missing from the WAR");
            }
            return content;
        }

        private record Stored(byte[] plain, byte[] gzip) {
        }
    }
}
