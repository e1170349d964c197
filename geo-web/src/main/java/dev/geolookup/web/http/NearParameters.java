package dev.geolookup.web.http;

import dev.geolookup.api.geo.NearQuery;
import jakarta.ws.rs.QueryParam;

/**
 * The query parameters every GET …/near takes (places, cities, postal codes), declared once and read at the web edge
 * into a {@link NearQuery}, so that each endpoint refuses a bad point, limit, offset or radius with the same reason.
 */
public class NearParameters {

    @QueryParam("lat")
    private String lat;
    @QueryParam("lng")
    private String lng;
    @QueryParam("limit")
    private String limit;
    @QueryParam("offset")
    private String offset;
    @QueryParam("radiusKm")
    private String radiusKm;

    /** The query, narrowed to a country and a feature class where the endpoint takes them (null: not). */
    public NearQuery query(String country, String featureClass) {
        return NearQuery.parse(lat, lng, limit, offset, radiusKm, country, featureClass);
    }
}
