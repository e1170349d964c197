package dev.geolookup.api.adapter.geonames;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static dev.geolookup.api.adapter.geonames.GeoNamesParameter.*;

/**
 * The table of GeoNames' JSON services this adapter serves, one declaration each: the name GeoNames gives it
 * (searchJSON; search with type=json), the typed parameters it reads (GeoNamesParameter), and whether its answer
 * may be cached. The web edge dispatches, labels its metrics and refuses what is not held from this table; the
 * OpenAPI check reads its parameters; geo-ejb's GeoNamesHandlers binds each to its handler. A parameter not listed
 * is ignored, as GeoNames ignores it.
 */
public enum GeoNamesService {

    SEARCH("search", Q, NAME, NAME_EQUALS, NAME_STARTS_WITH, MAX_ROWS, START_ROW, COUNTRY, COUNTRY_BIAS,
            CONTINENT_CODE, ADMIN_CODE1, ADMIN_CODE2, FEATURE_CLASS, FEATURE_CODE, GeoNamesParameter.CITIES, LANG,
            STYLE, IS_NAME_REQUIRED, FUZZY, EAST, WEST, NORTH, SOUTH, ORDER_BY, INCL_BBOX),
    GET("get", GEONAME_ID, LANG, STYLE),
    FIND_NEARBY_PLACE_NAME("findNearbyPlaceName", LAT, LNG, RADIUS, MAX_ROWS, STYLE, LOCAL_COUNTRY,
            GeoNamesParameter.CITIES, LANG),
    FIND_NEARBY("findNearby", LAT, LNG, FEATURE_CLASS, FEATURE_CODE, RADIUS, MAX_ROWS, STYLE, LOCAL_COUNTRY, LANG),
    COUNTRY_INFO("countryInfo", COUNTRY_OR_ALPHA3, LANG),
    COUNTRY_CODE("countryCode", LAT, LNG, RADIUS, LANG),
    COUNTRY_SUBDIVISION("countrySubdivision", LAT, LNG, RADIUS, LANG, LEVEL, MAX_ROWS),
    CHILDREN("children", GEONAME_ID, MAX_ROWS, LANG, STYLE),
    HIERARCHY("hierarchy", GEONAME_ID, LANG, STYLE),
    SIBLINGS("siblings", GEONAME_ID, LANG, STYLE),
    NEIGHBOURS("neighbours", GEONAME_ID, COUNTRY, LANG, STYLE),
    TIMEZONE("timezone", Freshness.HOLDS_THE_TIME_NOW, LAT, LNG, RADIUS, DATE, LANG),
    POSTAL_CODE_SEARCH("postalCodeSearch", POSTAL_CODE, POSTAL_CODE_STARTS_WITH, PLACE_NAME, PLACE_NAME_STARTS_WITH,
            COUNTRY, COUNTRY_BIAS, MAX_ROWS, STYLE, IS_REDUCED, EAST, WEST, NORTH, SOUTH),
    POSTAL_CODE_LOOKUP("postalCodeLookup", POSTAL_CODE, COUNTRY, MAX_ROWS),
    FIND_NEARBY_POSTAL_CODES("findNearbyPostalCodes", LAT, LNG, POSTAL_CODE, COUNTRY, LOCAL_COUNTRY, RADIUS,
            MAX_ROWS, STYLE, IS_REDUCED),
    POSTAL_CODE_COUNTRY_INFO("postalCodeCountryInfo"),
    CITIES("cities", NORTH, SOUTH, EAST, WEST, LANG, MAX_ROWS);

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

    /** Both names of each service: searchJSON and search. */
    private static final Map<String, GeoNamesService> BY_PATH = Arrays.stream(values())
            .flatMap(service -> Stream.of(Map.entry(service.name, service), Map.entry(service.jsonPath(), service)))
            .collect(Collectors.toUnmodifiableMap(Map.Entry::getKey, Map.Entry::getValue));

    private final String name;
    private final Freshness freshness;
    private final List<GeoNamesParameter> declared;
    private final Set<String> parameters;

    GeoNamesService(String name, GeoNamesParameter... declared) {
        this(name, Freshness.STORABLE, declared);
    }

    GeoNamesService(String name, Freshness freshness, GeoNamesParameter... declared) {
        this.name = name;
        this.freshness = freshness;
        this.declared = List.of(declared);
        // Read by every service at the web edge: a client's account (never required, never logged), its encoding,
        // the format.
        this.parameters = Stream.concat(this.declared.stream().map(GeoNamesParameter::parameterName),
                Stream.of("username", "charset", "type")).collect(Collectors.toUnmodifiableSet());
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

    /** The typed parameters its handler reads, in the order they are read. */
    public List<GeoNamesParameter> declared() {
        return declared;
    }

    /** The names of every parameter it reads, its own and those of every service: what OpenAPI documents. */
    public Set<String> parameters() {
        return parameters;
    }

    /** The service of a path: its JSON form (searchJSON), or its plain name (search, asked with type=json). */
    public static Optional<GeoNamesService> ofPath(String path) {
        return Optional.ofNullable(BY_PATH.get(path));
    }

    /** Whether GeoNames has this service (by its plain or JSON name) though its data is not held here. */
    public static boolean isNotServed(String path) {
        String plain = path.endsWith("JSON") ? path.substring(0, path.length() - 4) : path;
        return NOT_SERVED.contains(plain);
    }
}
