package dev.geolookup.api.adapter.photon;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.geo.Coordinates;
import dev.geolookup.api.request.QueryParameters;
import dev.geolookup.api.text.Language;

import java.util.function.Function;

/**
 * A photon reverse query, read at the web edge: the point, the radius in km (none: the nearest anywhere), how many
 * and in which language.
 *
 * @param radiusKm null for no limit
 */
public record PhotonReverse(Coordinates point, Double radiusKm, int limit, Language language) {

    public static final int MAX_LIMIT = 50;

    /** @throws InvalidRequestException with the reason photon would give */
    public static PhotonReverse read(Function<String, String> parameter) {
        Coordinates point = Coordinates.parse("lat", parameter.apply("lat"), "lon", parameter.apply("lon"));
        Double radius = QueryParameters.optionalNumber("radius", parameter.apply("radius"));
        if (radius != null && radius <= 0) {
            throw new InvalidRequestException("radius must be a positive number of km");
        }
        Integer limit = QueryParameters.optionalInt("limit", parameter.apply("limit"), 1, Integer.MAX_VALUE);
        return new PhotonReverse(point, radius, limit == null ? 1 : Math.min(limit, MAX_LIMIT),
                PhotonParameters.language(parameter));
    }
}
