package dev.geolookup.api.adapter.photon;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.geo.BoundingBox;
import dev.geolookup.api.geo.Coordinates;
import dev.geolookup.api.place.SearchFocus;
import dev.geolookup.api.request.QueryParameters;
import dev.geolookup.api.text.Language;
import dev.geolookup.api.text.SearchText;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;

/**
 * A photon search, read at the web edge: the text (read as a place written with its division and country), the
 * point it is biased towards, the box it keeps to, and the OSM tags and layers it keeps or leaves out.
 *
 * @param focus null without lat and lon
 * @param bbox  null without bbox
 */
public record PhotonSearch(String q, int limit, Language language, SearchFocus focus, BoundingBox bbox,
                           List<PhotonTag> tags, Set<String> layers) {

    public static final int DEFAULT_LIMIT = 10;
    public static final int MAX_LIMIT = 50;
    /** photon's layers; house, street, district and other are never answered here (no such features held). */
    public static final Set<String> LAYERS = Set.of("house", "street", "locality", "district", "city", "county",
            "state", "country", "other");
    /** Tags or layers of one request kept at most: more cannot narrow a search further. */
    private static final int MAX_FILTERS = 20;

    /**
     * @param parameter the first value of a parameter by name, null when absent
     * @param repeated  every value of a repeatable parameter (osm_tag, layer) by name
     * @throws InvalidRequestException with the reason photon would give
     */
    public static PhotonSearch read(Function<String, String> parameter, Function<String, List<String>> repeated) {
        String q = parameter.apply("q");
        if (q == null || q.isBlank()) {
            throw new InvalidRequestException("missing search term 'q': /api?q=berlin");
        }
        Integer limit = QueryParameters.optionalInt("limit", parameter.apply("limit"), 1, Integer.MAX_VALUE);
        return new PhotonSearch(SearchText.bounded("q", q.trim()), limit == null ? DEFAULT_LIMIT
                : Math.min(limit, MAX_LIMIT), PhotonParameters.language(parameter), focus(parameter),
                BoundingBox.parse(parameter.apply("bbox")), tags(repeated.apply("osm_tag")),
                layers(repeated.apply("layer")));
    }

    /**
     * lat and lon bias the order towards the point; location_bias_scale (0 to 1, default 0.2) is how much
     * prominence still counts, so the focus's bias is what remains. zoom is accepted: the bias here has no radius.
     */
    private static SearchFocus focus(Function<String, String> parameter) {
        String lat = parameter.apply("lat");
        String lon = parameter.apply("lon");
        QueryParameters.optionalNumber("zoom", parameter.apply("zoom"));
        if (lat == null && lon == null) {
            return null;
        }
        Coordinates point = Coordinates.parse("lat", lat, "lon", lon);
        Double scale = QueryParameters.optionalNumber("location_bias_scale", parameter.apply("location_bias_scale"));
        if (scale != null && (scale < 0 || scale > 1)) {
            throw new InvalidRequestException("location_bias_scale must be between 0 and 1");
        }
        return new SearchFocus(point, 1 - (scale == null ? 0.2 : scale));
    }

    private static List<PhotonTag> tags(List<String> given) {
        List<PhotonTag> tags = new ArrayList<>();
        for (String text : given == null ? List.<String>of() : given) {
            if (tags.size() == MAX_FILTERS) {
                throw new InvalidRequestException("at most " + MAX_FILTERS + " osm_tag filters");
            }
            tags.add(PhotonTag.parse(text));
        }
        return tags;
    }

    private static Set<String> layers(List<String> given) {
        Set<String> layers = new LinkedHashSet<>();
        for (String text : given == null ? List.<String>of() : given) {
            String layer = text.trim().toLowerCase(Locale.ROOT);
            if (!LAYERS.contains(layer) || layers.size() == MAX_FILTERS) {
                throw new InvalidRequestException("layer must be one of: city, country, county, district, house, "
                        + "locality, other, state, street");
            }
            layers.add(layer);
        }
        return layers;
    }
}
