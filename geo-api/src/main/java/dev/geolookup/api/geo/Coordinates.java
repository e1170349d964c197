package dev.geolookup.api.geo;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.request.QueryParameters;

/** A point on the earth in decimal degrees, WGS84 as GeoNames gives it. */
public record Coordinates(double latitude, double longitude) {

    public Coordinates {
        if (!(latitude >= -90 && latitude <= 90)) {
            throw new InvalidRequestException("latitude must be between -90 and 90");
        }
        if (!(longitude >= -180 && longitude <= 180)) {
            throw new InvalidRequestException("longitude must be between -180 and 180");
        }
    }

    /** Both parameters are required; the names are the ones the caller used, so the reason names them too. */
    public static Coordinates parse(String latitudeName, String latitude, String longitudeName, String longitude) {
        Double lat = QueryParameters.optionalNumber(latitudeName, latitude);
        Double lng = QueryParameters.optionalNumber(longitudeName, longitude);
        if (lat == null || lng == null) {
            throw new InvalidRequestException(latitudeName + " and " + longitudeName + " are required");
        }
        if (lat < -90 || lat > 90) {
            throw new InvalidRequestException(latitudeName + " must be between -90 and 90");
        }
        if (lng < -180 || lng > 180) {
            throw new InvalidRequestException(longitudeName + " must be between -180 and 180");
        }
        return new Coordinates(lat, lng);
    }
}
