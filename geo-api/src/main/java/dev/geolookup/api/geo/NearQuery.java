package dev.geolookup.api.geo;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.country.CountryCodes;
import dev.geolookup.api.request.QueryParameters;

/**
 * The nearest records to a point: at most {@code limit} after the nearest {@code offset}, none farther than
 * {@code radiusKm} when it is given. Optional filters narrow the candidates; a null filter is off.
 */
public record NearQuery(Coordinates point, int limit, int offset, Double radiusKm, String countryCode,
                        Character featureClass) {

    public static final int DEFAULT_LIMIT = 10;
    public static final int MAX_LIMIT = 100;
    /** The most records a page may start after: the nearest offset + limit are found to answer it. */
    public static final int MAX_OFFSET = 10_000;

    /** The same query cut at another limit, which may pass {@link #MAX_LIMIT}: a caller paging the nearest. */
    public NearQuery withLimit(int limit) {
        return new NearQuery(point, limit, offset, radiusKm, countryCode, featureClass);
    }

    /** The same query from the nearest: offset + limit records, which a caller then skips in. */
    public NearQuery fromTheStart() {
        return new NearQuery(point, offset + limit, 0, radiusKm, countryCode, featureClass);
    }

    public static NearQuery parse(String lat, String lng, String limit, String radiusKm,
                                  String country, String featureClass) {
        return parse(lat, lng, limit, null, radiusKm, country, featureClass);
    }

    /** With {@code offset}: the page after the nearest that many. */
    public static NearQuery parse(String lat, String lng, String limit, String offset, String radiusKm,
                                  String country, String featureClass) {
        Coordinates point = Coordinates.parse("lat", lat, "lng", lng);
        Integer parsedLimit = QueryParameters.optionalInt("limit", limit, 1, MAX_LIMIT);
        Double radius = QueryParameters.optionalNumber("radiusKm", radiusKm);
        if (radius != null && radius <= 0) {
            throw new InvalidRequestException("radiusKm must be greater than 0");
        }
        Integer skipped = QueryParameters.optionalInt("offset", offset, 0, MAX_OFFSET);
        return new NearQuery(point, parsedLimit == null ? DEFAULT_LIMIT : parsedLimit, skipped == null ? 0 : skipped,
                radius, CountryCodes.countryFilter(country), GeoFilters.featureClass(featureClass));
    }
}
