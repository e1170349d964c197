package dev.geolookup.api.adapter.nominatim;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.request.QueryParameters;
import dev.geolookup.api.text.Language;

import java.util.function.Function;

/**
 * A Nominatim reverse query, read at the web edge: the point, how coarse an answer (zoom: 3 the country, 5 the
 * state, 8 the county, 10 and above the place) and how it is written.
 */
public record NominatimReverse(double lat, double lon, int zoom, NominatimFormat format, Language language,
                               boolean addressDetails) {

    public static final int MAX_ZOOM = 18;

    /** The detail a zoom asks for, coarsest first. */
    public enum Detail { COUNTRY, STATE, COUNTY, PLACE }

    /**
     * @param parameters the first value of each query parameter by name, null when absent
     * @throws InvalidRequestException with Nominatim's reason for what it refuses
     */
    public static NominatimReverse read(Function<String, String> parameters, String acceptLanguageHeader) {
        Double lat = coordinate(parameters, "lat", 90);
        Double lon = coordinate(parameters, "lon", 180);
        return new NominatimReverse(lat, lon,
                NominatimParameters.clamped(parameters, "zoom", MAX_ZOOM, 0, MAX_ZOOM),
                NominatimFormat.parse(parameters.apply("format")),
                NominatimParameters.language(parameters, acceptLanguageHeader),
                NominatimParameters.flag(parameters, "addressdetails", true));
    }

    public Detail detail() {
        return zoom < 5 ? Detail.COUNTRY : zoom < 8 ? Detail.STATE : zoom < 10 ? Detail.COUNTY : Detail.PLACE;
    }

    private static Double coordinate(Function<String, String> parameters, String name, double bound) {
        Double value;
        try {
            value = QueryParameters.optionalNumber(name, parameters.apply(name));
        } catch (InvalidRequestException e) {
            throw new InvalidRequestException("Invalid coordinates.");
        }
        if (value == null) {
            throw new InvalidRequestException("Need coordinates or OSM object to lookup.");
        }
        if (value < -bound || value > bound) {
            throw new InvalidRequestException("Invalid coordinates.");
        }
        return value;
    }
}
