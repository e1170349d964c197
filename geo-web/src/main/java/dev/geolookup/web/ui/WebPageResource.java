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

import java.io.ByteArrayInputStream;
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
    private static final PageFile COUNTRY_OUTLINES = PageFile.storedCompressed(
            PAGES + "map/countries-110m.topojson.gz", "application/json; charset=UTF-8");
    private static final PageFile HOME = new PageFile(PAGES + "index.html", "text/html; charset=UTF-8");
    private static final PageFile API_DOCS = new PageFile(PAGES + "docs.html", "text/html; charset=UTF-8");

    private static final Map<String, PageFile> PAGE_FILES = Map.of(
            "page.js", new PageFile(PAGES + "page.js", SCRIPT),
            "geocode.js", new PageFile(PAGES + "geocode.js", SCRIPT),
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

    @GET
    @Path("ui/countries-110m.topojson")
    public Response countryOutlines(@HeaderParam(HttpHeaders.ACCEPT_ENCODING) String acceptEncoding) {
        return COUNTRY_OUTLINES.response(acceptEncoding);
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
     * would not shrink by much (an image, a small script) is kept plain only. A file stored compressed in the WAR is
     * inflated once instead, for the clients that do not take gzip.
     */
    private static final class PageFile {

        private final String resource;
        private final String type;
        private final boolean storedCompressed;
        private volatile Stored stored;

        PageFile(String resource, String type) {
            this(resource, type, false);
        }

        private PageFile(String resource, String type, boolean storedCompressed) {
            this.resource = resource;
            this.type = type;
            this.storedCompressed = storedCompressed;
        }

        /** A file the WAR holds gzip-compressed. */
        static PageFile storedCompressed(String resource, String type) {
            return new PageFile(resource, type, true);
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
                try {
                    file = read();
                } catch (IOException e) {
                    throw new UncheckedIOException(resource + " cannot be read from the WAR", e);
                }
                stored = file;
            }
            return file;
        }

        private Stored read() throws IOException {
            byte[] bytes;
            try (InputStream in = WebPageResource.class.getResourceAsStream(resource)) {
                if (in == null) {
                    throw new IllegalStateException(resource + " is missing from the WAR");
                }
                bytes = in.readAllBytes();
            }
            if (storedCompressed) {
                try (InputStream plain = new GZIPInputStream(new ByteArrayInputStream(bytes))) {
                    return new Stored(plain.readAllBytes(), bytes);
                }
            }
            byte[] gzip = Gzip.compress(bytes, Deflater.BEST_COMPRESSION);
            return new Stored(bytes, gzip.length < bytes.length * 9 / 10 ? gzip : null);
        }

        private record Stored(byte[] plain, byte[] gzip) {
        }
    }
}
