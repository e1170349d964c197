package dev.geolookup.api.adapter.geonames;

import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The table of GeoNames' JSON services this adapter serves, one declaration each: the name GeoNames gives it
 * (searchJSON; search with type=json), the parameters it reads as GeoNames documents them, and whether its answer
 * may be cached. The web edge dispatches, labels its metrics and refuses what is not held from this table; the
 * OpenAPI check reads its parameters; geo-ejb's GeoNamesHandlers binds each to its handler. A parameter not listed
 * is ignored, as GeoNames ignores it.
 */
public enum GeoNamesService {

    SEARCH("search", "q", "name", "name_equals", "name_startsWith", "maxRows", "startRow", "country", "countryBias",
            "continentCode", "adminCode1", "adminCode2", "featureClass", "featureCode", "cities", "lang", "style",
            "isNameRequired", "fuzzy", "east", "west", "north", "south", "orderby", "inclBbox"),
    GET("get", "geonameId", "lang", "style"),
    FIND_NEARBY_PLACE_NAME("findNearbyPlaceName", "lat", "lng", "radius", "maxRows", "style", "localCountry",
            "cities", "lang"),
    FIND_NEARBY("findNearby", "lat", "lng", "featureClass", "featureCode", "radius", "maxRows", "style",
            "localCountry", "lang"),
    COUNTRY_INFO("countryInfo", "country", "lang"),
    COUNTRY_CODE("countryCode", "lat", "lng", "radius", "lang"),
    COUNTRY_SUBDIVISION("countrySubdivision", "lat", "lng", "radius", "lang", "level", "maxRows"),
    CHILDREN("children", "geonameId", "maxRows", "lang", "style"),
    HIERARCHY("hierarchy", "geonameId", "lang", "style"),
    SIBLINGS("siblings", "geonameId", "lang", "style"),
    NEIGHBOURS("neighbours", "geonameId", "country", "lang", "style"),
    TIMEZONE("timezone", Freshness.HOLDS_THE_TIME_NOW, "lat", "lng", "radius", "date", "lang"),
    POSTAL_CODE_SEARCH("postalCodeSearch", "postalcode", "postalcode_startsWith", "placename",
            "placename_startsWith", "country", "countryBias", "maxRows", "style", "isReduced", "east", "west",
            "north", "south"),
    POSTAL_CODE_LOOKUP("postalCodeLookup", "postalcode", "country", "maxRows"),
    FIND_NEARBY_POSTAL_CODES("findNearbyPostalCodes", "lat", "lng", "postalcode", "country", "localCountry",
            "radius", "maxRows", "style", "isReduced"),
    POSTAL_CODE_COUNTRY_INFO("postalCodeCountryInfo"),
    CITIES("cities", "north", "south", "east", "west", "lang", "maxRows");

    /**
     * Services GeoNames has whose data this service does not hold (Wikipedia, elevation models, weather, streets,
     * addresses, oceans' names, earthquakes): answered with GeoNames' status 23 rather than an unknown path.
     */
    private static final Set<String> NOT_SERVED = Set.of("wikipediaSearch", "findNearbyWikipedia",
            "wikipediaBoundingBox", "srtm1", "srtm3", "astergdem", "gtopo30", "findNearByWeather", "weather",
            "weatherIcao", "findNearbyStreets", "findNearbyStreetsOSM", "findNearestAddress",
            "findNearestIntersection", "findNearestIntersectionOSM", "findNearbyPOIsOSM", "geoCodeAddress",
            "streetNameLookup", "address", "ocean", "earthquakes", "extendedFindNearby",
            "rssToGeo", "contains", "findNearbyPlaceNameByBbox");

    /** Whether an answer may be kept by caches: one that holds the time now is stale a second later. */
    public enum Freshness { STORABLE, HOLDS_THE_TIME_NOW }

    private final String name;
    private final Freshness freshness;
    private final Set<String> parameters;

    GeoNamesService(String name, String... parameters) {
        this(name, Freshness.STORABLE, parameters);
    }

    GeoNamesService(String name, Freshness freshness, String... parameters) {
        this.name = name;
        this.freshness = freshness;
        // Read by every service: a client's account (never required, never logged), its encoding, the format.
        this.parameters = Stream.concat(Arrays.stream(parameters), Stream.of("username", "charset", "type"))
                .collect(Collectors.toUnmodifiableSet());
    }

    /** The name without its JSON suffix: search, findNearbyPlaceName. */
    public String serviceName() {
        return name;
    }

    /** The path GeoNames' JSON form has: searchJSON. */
    public String jsonPath() {
        return name + "JSON";
    }

    public Freshness freshness() {
        return freshness;
    }

    /** The parameters it reads; the adapter refuses to read another. */
    public Set<String> parameters() {
        return parameters;
    }

    /** The service of a path: its JSON form (searchJSON), or its plain name (search, asked with type=json). */
    public static Optional<GeoNamesService> ofPath(String path) {
        return Arrays.stream(values())
                .filter(service -> service.jsonPath().equals(path) || service.name.equals(path))
                .findFirst();
    }

    /** Whether GeoNames has this service (by its plain or JSON name) though its data is not held here. */
    public static boolean isNotServed(String path) {
        String plain = path.endsWith("JSON") ? path.substring(0, path.length() - 4) : path;
        return NOT_SERVED.contains(plain);
    }
}
