package dev.geolookup.web.ui;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Properties;

/**
 * The human side of the service: the page at / (search as you type, country lookup) and Swagger UI at /docs,
 * reading /openapi. Served by JAX-RS because the API owns every path from the root; only the files named here
 * are served, so no path a client sends reaches the class loader.
 */
@Path("/")
public class WebPageResource {

    private static final String PAGES = "/dev/geolookup/web/ui/";
    private static final String SWAGGER_UI = "META-INF/resources/webjars/swagger-ui/" + swaggerUiVersion() + "/";
    private static final String CACHE_FOR_AN_HOUR = "public, max-age=3600";

    private static final Map<String, String> PAGE_FILES = Map.of(
            "page.js", "text/javascript; charset=UTF-8",
            "page.css", "text/css; charset=UTF-8",
            "docs.js", "text/javascript; charset=UTF-8");
    private static final Map<String, String> SWAGGER_UI_FILES = Map.of(
            "swagger-ui.css", "text/css; charset=UTF-8",
            "swagger-ui-bundle.js", "text/javascript; charset=UTF-8",
            "favicon-32x32.png", "image/png");

    @GET
    @Operation(hidden = true)
    public Response home() {
        return file(PAGES + "index.html", "text/html; charset=UTF-8");
    }

    @GET
    @Path("docs")
    @Operation(hidden = true)
    public Response apiDocs() {
        return file(PAGES + "docs.html", "text/html; charset=UTF-8");
    }

    @GET
    @Path("ui/{file}")
    @Operation(hidden = true)
    public Response pageFile(@PathParam("file") String name) {
        return known(PAGE_FILES, name, PAGES);
    }

    @GET
    @Path("docs/{file}")
    @Operation(hidden = true)
    public Response swaggerUiFile(@PathParam("file") String name) {
        return known(SWAGGER_UI_FILES, name, "/" + SWAGGER_UI);
    }

    private static Response known(Map<String, String> files, String name, String folder) {
        String type = files.get(name);
        if (type == null) {
            throw new NotFoundException("No such file");
        }
        return file(folder + name, type);
    }

    private static Response file(String resource, String type) {
        InputStream content = WebPageResource.class.getResourceAsStream(resource);
        if (content == null) {
            throw new IllegalStateException(resource + " is missing from the WAR");
        }
        return Response.ok(content, type).header(HttpHeaders.CACHE_CONTROL, CACHE_FOR_AN_HOUR).build();
    }

    private static String swaggerUiVersion() {
        Properties pom = new Properties();
        try (InputStream in = WebPageResource.class.getClassLoader()
                .getResourceAsStream("META-INF/maven/org.webjars/swagger-ui/pom.properties")) {
            if (in == null) {
                throw new IllegalStateException("the swagger-ui webjar is missing from the WAR");
            }
            pom.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return pom.getProperty("version");
    }
}
