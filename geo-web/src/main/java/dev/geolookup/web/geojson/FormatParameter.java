package dev.geolookup.web.geojson;

import dev.geolookup.web.http.ErrorResponses;
import dev.geolookup.web.http.MediaTypes;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.Provider;

import java.util.List;
import java.util.Map;

/**
 * {@code format=json} or {@code format=geojson} in the query stands for the Accept header, for clients that cannot
 * set headers (a link, a map library given a URL). It is applied before routing, so content negotiation, the 406
 * of a resource without a GeoJSON form and caching treat it exactly as the header. Nominatim's paths are left
 * alone: its format is its own parameter, with values of its own (jsonv2, geocodejson).
 */
@Provider
@PreMatching
public class FormatParameter implements ContainerRequestFilter {

    static final String NAME = "format";
    private static final String OWN_FORMAT_PATH = "nominatim/";
    private static final Map<String, String> MEDIA_TYPES = Map.of(
            "json", MediaType.APPLICATION_JSON,
            "geojson", MediaTypes.GEO_JSON);

    @Override
    public void filter(ContainerRequestContext request) {
        List<String> formats = request.getUriInfo().getQueryParameters().get(NAME);
        if (formats == null || formats.isEmpty() || readsItsOwnFormat(request)) {
            return;
        }
        String mediaType = formats.size() == 1 ? MEDIA_TYPES.get(formats.get(0)) : null;
        if (mediaType == null) {
            request.abortWith(ErrorResponses.of(Response.Status.BAD_REQUEST,
                    "format must be json or geojson, once"));
            return;
        }
        request.getHeaders().putSingle(HttpHeaders.ACCEPT, mediaType);
    }

    /** RESTEasy (WildFly) gives the path with its leading slash, Jersey (Payara) without. */
    private static boolean readsItsOwnFormat(ContainerRequestContext request) {
        String path = request.getUriInfo().getPath();
        return (path.startsWith("/") ? path.substring(1) : path).startsWith(OWN_FORMAT_PATH);
    }
}
