package dev.geolookup.web.ui;

import dev.geolookup.api.Jsonp;
import dev.geolookup.web.http.MediaTypes;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObjectBuilder;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.Optional;
import java.util.logging.Logger;
import java.util.regex.Pattern;

/**
 * What the page's map draws under the bundled country outlines: nothing by default (the page must work in a closed
 * network), or the XYZ tile layer a deployment with internet names in {@code geo.web.map-tiles}, e.g.
 * {@code https://tile.openstreetmap.org/{z}/{x}/{y}.png}, with the attribution its provider requires in
 * {@code geo.web.map-tiles-attribution}.
 */
@ApplicationScoped
@Path("ui/map-settings")
public class MapSettingsResource {

    private static final Logger LOG = Logger.getLogger(MapSettingsResource.class.getName());
    private static final Pattern TILE_TEMPLATE = Pattern.compile("https?://[^\\s\"<>]*\\{z}[^\\s\"<>]*");

    @Inject
    @ConfigProperty(name = "geo.web.map-tiles")
    Optional<String> tiles;

    @Inject
    @ConfigProperty(name = "geo.web.map-tiles-attribution")
    Optional<String> attribution;

    private String settings;

    /** Read once: a template that is not one is reported once, when the application starts. */
    @PostConstruct
    void readSettings() {
        JsonObjectBuilder builder = Jsonp.PROVIDER.createObjectBuilder();
        Optional<String> template = tiles.map(String::trim).filter(value -> !value.isEmpty());
        if (template.isPresent() && isTileTemplate(template.get())) {
            builder.add("tiles", template.get()).add("attribution", attribution.orElse(""));
        } else {
            template.ifPresent(ignored -> LOG.warning("geo.web.map-tiles is not an http(s) URL template with {z}, "
                    + "{x} and {y}; the map shows the bundled outlines only"));
            builder.addNull("tiles");
        }
        settings = builder.build().toString();
    }

    @GET
    @Produces(MediaTypes.JSON)
    public Response settings() {
        return Response.ok(settings).header(HttpHeaders.CACHE_CONTROL, "public, max-age=300").build();
    }

    private static boolean isTileTemplate(String template) {
        return TILE_TEMPLATE.matcher(template).matches() && template.contains("{x}") && template.contains("{y}");
    }
}
