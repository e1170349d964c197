package dev.geolookup.api.geo;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.country.CountryCodes;
import dev.geolookup.api.request.QueryParameters;

/**
 * The nearest records to a point: at most {@code limit}, none farther than {@code radiusKm} when it is given.
 * Optional filters narrow the candidates; a null filter is off.
 */
public record NearQuery(Coordinates point, int limit, Double radiusKm, String countryCode, Character featureClass) {

    public static final int DEFAULT_LIMIT = 10;
    public static final int MAX_LIMIT = 100;

    /** The same query cut at another limit, which may pass {@link #MAX_LIMIT}: a caller paging the nearest. */
    public NearQuery withLimit(int limit) {
        return new NearQuery(point, limit, radiusKm, countryCode, featureClass);
    }

    public static NearQuery parse(String lat, String lng, String limit, String radiusKm,
                                  String country, String featureClass) {
        Coordinates point = Coordinates.parse("lat", lat, "lng", lng);
        Integer parsedLimit = QueryParameters.optionalInt("limit", limit, 1, MAX_LIMIT);
        Double radius = QueryParameters.optionalNumber("radiusKm", radiusKm);
        if (radius != null && radius <= 0) {
            throw new InvalidRequestException("radiusKm must be greater than 0");
        }
        return new NearQuery(point, parsedLimit == null ? DEFAULT_LIMIT : parsedLimit, radius,
                CountryCodes.countryFilter(country), GeoFilters.featureClass(featureClass));
    }
}
