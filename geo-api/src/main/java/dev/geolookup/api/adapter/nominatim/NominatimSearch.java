package dev.geolookup.api.adapter.nominatim;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.geo.BoundingBox;
import dev.geolookup.api.request.QueryParameters;
import dev.geolookup.api.text.Language;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;

/**
 * A Nominatim search, read at the web edge: free text ({@code q}, read as a place written with its division and
 * country) or the structured form; what narrows it (countrycodes, a bounded viewbox, places to leave out) and how
 * the answer is written.
 *
 * @param structured the structured form's parts, most specific first (city, county, state, country); empty for q
 */
public record NominatimSearch(String q, Structured structured, NominatimFormat format, int limit,
                              Set<String> countryCodes, BoundingBox viewbox, boolean bounded, Language language,
                              boolean addressDetails, Set<Long> excludedPlaceIds) {

    public static final int DEFAULT_LIMIT = 10;
    public static final int MAX_LIMIT = 40;
    /** Codes and ids of one list kept at most: more cannot narrow a search further. */
    private static final int MAX_LIST = 250;

    /**
     * Nominatim's structured query. A street (with its house number) or an amenity is not a place this data holds:
     * a query that names one finds nothing, rather than the town around it.
     */
    public record Structured(String city, String county, String state, String country, String postalCode,
                             boolean namesAStreetOrAmenity) {

        public boolean isEmpty() {
            return city == null && county == null && state == null && country == null && postalCode == null
                    && !namesAStreetOrAmenity;
        }
    }

    /**
     * @param parameters the first value of each query parameter by name, null when absent
     * @throws InvalidRequestException with Nominatim's reason for what it refuses
     */
    public static NominatimSearch read(Function<String, String> parameters, String acceptLanguageHeader) {
        String q = NominatimParameters.text(parameters, "q");
        Structured structured = new Structured(NominatimParameters.text(parameters, "city"),
                NominatimParameters.text(parameters, "county"), NominatimParameters.text(parameters, "state"),
                NominatimParameters.text(parameters, "country"), NominatimParameters.text(parameters, "postalcode"),
                NominatimParameters.text(parameters, "street") != null
                        || NominatimParameters.text(parameters, "amenity") != null);
        if (q != null && !structured.isEmpty()) {
            throw new InvalidRequestException("Structured query parameters (amenity, street, city, county, state, "
                    + "postalcode, country) cannot be used together with 'q' parameter.");
        }
        BoundingBox viewbox = viewbox(parameters.apply("viewbox"));
        return new NominatimSearch(q, structured, NominatimFormat.parse(parameters.apply("format")),
                NominatimParameters.clamped(parameters, "limit", DEFAULT_LIMIT, 1, MAX_LIMIT),
                countryCodes(parameters.apply("countrycodes")), viewbox,
                viewbox != null && NominatimParameters.flag(parameters, "bounded", false),
                NominatimParameters.language(parameters, acceptLanguageHeader),
                NominatimParameters.flag(parameters, "addressdetails", false),
                placeIds(parameters.apply("exclude_place_ids")));
    }

    /** Whether a query was given at all: without one Nominatim finds nothing. */
    public boolean asksForAnything() {
        return q != null || !structured.isEmpty();
    }

    /** ISO 3166-1 alpha-2 codes, comma-separated; Nominatim skips what is not one. */
    private static Set<String> countryCodes(String value) {
        Set<String> codes = new LinkedHashSet<>();
        if (value == null) {
            return codes;
        }
        for (String part : value.split(",", MAX_LIST + 1)) {
            String code = part.trim().toUpperCase(Locale.ROOT);
            if (code.matches("[A-Z]{2}") && codes.size() < MAX_LIST) {
                codes.add(code);
            }
        }
        return codes;
    }

    /** x1,y1,x2,y2: two corners' longitudes and latitudes, in either order, as Nominatim takes them. */
    private static BoundingBox viewbox(String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        String[] parts = value.split(",", -1);
        if (parts.length != 4) {
            throw new InvalidRequestException("Bad parameter 'viewbox'. Expected 4 coordinates.");
        }
        double[] numbers = new double[4];
        for (int i = 0; i < 4; i++) {
            Double number;
            try {
                number = QueryParameters.optionalNumber("viewbox", parts[i]);
            } catch (InvalidRequestException e) {
                number = null;
            }
            if (number == null) {
                throw new InvalidRequestException("Bad parameter 'viewbox'. Expected 4 coordinates.");
            }
            numbers[i] = number;
        }
        return new BoundingBox(Math.min(numbers[0], numbers[2]), Math.min(numbers[1], numbers[3]),
                Math.max(numbers[0], numbers[2]), Math.max(numbers[1], numbers[3]));
    }

    /** Place ids, comma-separated; Nominatim refuses what is not one. */
    private static Set<Long> placeIds(String value) {
        Set<Long> ids = new LinkedHashSet<>();
        if (value == null || value.isBlank()) {
            return ids;
        }
        String[] parts = value.split(",", MAX_LIST + 1);
        if (parts.length > MAX_LIST) {
            throw new InvalidRequestException("exclude_place_ids: at most " + MAX_LIST + " ids");
        }
        for (String part : parts) {
            if (part.isBlank()) {
                continue;
            }
            Long id = QueryParameters.optionalLong("exclude_place_ids", part);
            ids.add(id);
        }
        return ids;
    }
}
