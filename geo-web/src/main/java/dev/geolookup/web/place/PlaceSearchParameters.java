package dev.geolookup.web.place;

import jakarta.ws.rs.QueryParam;

/** The query parameters of a place search: a city search's, and the feature class that every city shares. */
public class PlaceSearchParameters extends CitySearchParameters {

    @QueryParam("class")
    private String featureClass;
}
