package dev.geolookup.api.place;

import dev.geolookup.api.country.CountryCodes;
import dev.geolookup.api.geo.GeoFilters;
import dev.geolookup.api.request.QueryParameters;

/**
 * A name search over places or cities: {@code text} matched as a folded substring (null or blank: no name
 * condition), optional country and feature-class filters, at most {@code limit} results in the given order; with
 * {@code fuzzy}, names a typo or two away from the text follow the matches.
 */
public record PlaceQuery(String text, String countryCode, Character featureClass, int limit, SearchOrder order,
                         boolean fuzzy) {

    public static final int DEFAULT_LIMIT = 20;
    public static final int MAX_LIMIT = 100;

    /** From request parameters as given; fuzzy is off unless asked for. */
    public static PlaceQuery parse(String q, String country, String featureClass, String limit, String rank,
                                   String fuzzy) {
        Integer parsedLimit = QueryParameters.optionalInt("limit", limit, 1, MAX_LIMIT);
        return new PlaceQuery(q, CountryCodes.countryFilter(country), GeoFilters.featureClass(featureClass),
                parsedLimit == null ? DEFAULT_LIMIT : parsedLimit, SearchOrder.parse(rank, q != null && !q.isBlank()),
                QueryParameters.optionalBoolean("fuzzy", fuzzy));
    }
}
