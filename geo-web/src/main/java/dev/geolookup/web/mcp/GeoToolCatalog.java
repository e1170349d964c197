package dev.geolookup.web.mcp;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.RecordNotFoundException;
import dev.geolookup.api.country.CountryField;
import dev.geolookup.api.country.CountryLookup;
import dev.geolookup.api.country.CountrySort;
import dev.geolookup.api.country.FieldSelection;
import dev.geolookup.api.distance.DistanceLookup;
import dev.geolookup.api.distance.DistanceQuery;
import dev.geolookup.api.geo.GeoFilters;
import dev.geolookup.api.geo.NearQuery;
import dev.geolookup.api.ip.IpLookup;
import dev.geolookup.api.place.CityLookup;
import dev.geolookup.api.place.PlaceLookup;
import dev.geolookup.api.place.PlaceQuery;
import dev.geolookup.api.postal.PostalLookup;
import dev.geolookup.api.request.QueryParameters;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static dev.geolookup.web.mcp.JsonSchemas.bool;
import static dev.geolookup.web.mcp.JsonSchemas.integer;
import static dev.geolookup.web.mcp.JsonSchemas.number;
import static dev.geolookup.web.mcp.JsonSchemas.object;
import static dev.geolookup.web.mcp.JsonSchemas.oneOf;
import static dev.geolookup.web.mcp.JsonSchemas.pattern;
import static dev.geolookup.web.mcp.JsonSchemas.positiveNumber;
import static dev.geolookup.web.mcp.JsonSchemas.record;
import static dev.geolookup.web.mcp.JsonSchemas.required;
import static dev.geolookup.web.mcp.JsonSchemas.resultList;
import static dev.geolookup.web.mcp.JsonSchemas.string;
import static dev.geolookup.web.mcp.JsonSchemas.stringArray;

/** Every capability of the REST API as an MCP tool (API-DECISIONS: MCP), each backed by the endpoint's service. */
final class GeoToolCatalog {

    private static final String COUNTRY_CODE = "ISO 3166-1 alpha-2 country code, e.g. DE";
    private static final String ALPHA2 = "^[A-Za-z]{2}$";
    private static final String COUNTRY_CRITERIA = "name, capital, region, subregion, currency, language, "
            + "callingCode, demonym, timezone, topLevelDomain, bordersOf, areaMin/areaMax, populationMin/populationMax";

    private final CountryLookup countries;
    private final PlaceLookup places;
    private final CityLookup cities;
    private final PostalLookup postalCodes;
    private final DistanceLookup distances;
    private final IpLookup ips;

    GeoToolCatalog(CountryLookup countries, PlaceLookup places, CityLookup cities, PostalLookup postalCodes,
                   DistanceLookup distances, IpLookup ips) {
        this.countries = countries;
        this.places = places;
        this.cities = cities;
        this.postalCodes = postalCodes;
        this.distances = distances;
        this.ips = ips;
    }

    List<GeoTool> tools() {
        return List.of(getCountry(), searchCountries(), searchCities(), getCity(), nearestCities(), searchPlaces(),
                getPlace(), nearestPlaces(), lookupPostalCode(), nearestPostalCodes(), distance(), geolocateIp(),
                ipDataSource());
    }

    private GeoTool getCountry() {
        return new GeoTool("get_country", "Country by code",
                "Look up one country by its ISO 3166-1 alpha-2 (DE) or alpha-3 (DEU) code, its ISO numeric code "
                        + "(276; leading zeros optional) or, with codeType ioc, its IOC code (GER). Returns the "
                        + "country record (name, capital, region, population, currencies, languages, borders, ...). "
                        + "Unknown codes give the error 'Country not found'.",
                object(required("code"),
                        "code", string("The country code"),
                        "codeType", oneOf("How to read the code; default: digits are numeric, letters ISO alpha",
                                "iso", "numeric", "ioc"),
                        "fields", countryFields(),
                        "full", bool("true returns every field of the record")),
                record("A country record", "name"), false,
                arguments -> {
                    String code = arguments.requiredText("code");
                    FieldSelection fields = arguments.fieldSelection();
                    String type = arguments.text("codeType");
                    if ("ioc".equals(type)) {
                        return countries.byCiocCode(code, fields);
                    }
                    boolean numeric = "numeric".equals(type) || (type == null && code.trim().matches("[0-9]+"));
                    if (type != null && !numeric && !"iso".equals(type)) {
                        throw new InvalidRequestException("codeType must be iso, numeric or ioc");
                    }
                    return numeric ? countries.byNumericCode(code, fields) : countries.byAlphaCode(code, fields);
                });
    }

    private GeoTool searchCountries() {
        return new GeoTool("search_countries", "Search countries",
                "Find countries by one criterion: name (substring, accent-insensitive; fullText true for the whole "
                        + "name), capital (substring), region (Africa, Americas, Asia, Europe, Oceania, Polar), "
                        + "subregion, currency (ISO 4217 code), language (ISO 639-1 or -2 code), callingCode "
                        + "(digits), demonym, timezone (UTC+01:00 form), topLevelDomain (.de), bordersOf (a country "
                        + "name: its land neighbours), areaMin/areaMax (km²), populationMin/populationMax. Without a "
                        + "criterion: all countries, sorted by sort/order and paged by limit/offset. Returns "
                        + "{results: [country records]}; no match gives an empty list.",
                object(required(),
                        "name", string("Text the country's name contains"),
                        "fullText", bool("With name: match the whole name exactly"),
                        "capital", string("Text the capital's name contains"),
                        "region", string("Region, exact, case-insensitive"),
                        "subregion", string("Subregion, exact, case-insensitive, e.g. Western Europe"),
                        "currency", pattern("ISO 4217 currency code, e.g. EUR", "^[A-Za-z]{3}$"),
                        "language", pattern("ISO 639-1 or 639-2 language code, e.g. fr", "^[A-Za-z]{2,3}$"),
                        "callingCode", pattern("International calling code, digits, e.g. 49", "^\\+?[0-9]{1,15}$"),
                        "demonym", string("Demonym, exact, case-insensitive, e.g. German"),
                        "timezone", string("Time zone as UTC+hh:mm, e.g. UTC+01:00"),
                        "topLevelDomain", string("Internet top-level domain, e.g. .de"),
                        "bordersOf", string("Exact name of a country whose land neighbours are wanted"),
                        "areaMin", number("Smallest area in km²", 0, 1e9),
                        "areaMax", number("Largest area in km²", 0, 1e9),
                        "populationMin", integer("Smallest population", 0, Long.MAX_VALUE),
                        "populationMax", integer("Largest population", 0, Long.MAX_VALUE),
                        "sort", oneOf("Without a criterion: the field to sort by", CountryField.jsonNames(true).split(", ")),
                        "order", oneOf("Sort order, default asc", "asc", "desc"),
                        "limit", integer("Without a criterion: at most this many countries", 1, 1000),
                        "offset", integer("Without a criterion: countries to skip", 0, 1000),
                        "fields", countryFields(),
                        "full", bool("true returns every field of each record")),
                resultList("Country records"), true,
                this::searchCountries);
    }

    private JsonBody searchCountries(ToolArguments arguments) {
        FieldSelection fields = arguments.fieldSelection();
        List<String> given = new ArrayList<>();
        for (String criterion : List.of("name", "capital", "region", "subregion", "currency", "language",
                "callingCode", "demonym", "timezone", "topLevelDomain", "bordersOf")) {
            if (arguments.has(criterion)) {
                given.add(criterion);
            }
        }
        boolean area = arguments.has("areaMin") || arguments.has("areaMax");
        boolean population = arguments.has("populationMin") || arguments.has("populationMax");
        if (area) {
            given.add("areaMin/areaMax");
        }
        if (population) {
            given.add("populationMin/populationMax");
        }
        if (given.size() > 1) {
            throw new InvalidRequestException("give one criterion at a time, not " + given);
        }
        boolean paging = arguments.has("sort") || arguments.has("order") || arguments.has("limit") || arguments.has("offset");
        if (!given.isEmpty() && paging) {
            throw new InvalidRequestException("sort, order, limit and offset apply only without a criterion");
        }
        if (arguments.has("fullText") && !arguments.has("name")) {
            throw new InvalidRequestException("fullText goes with name");
        }
        try {
            if (given.isEmpty()) {
                Integer limit = QueryParameters.optionalInt("limit", arguments.text("limit"), 1, Integer.MAX_VALUE);
                Integer offset = QueryParameters.optionalInt("offset", arguments.text("offset"), 0, Integer.MAX_VALUE);
                return countries.all(CountrySort.parse(arguments.text("sort"), arguments.text("order")),
                        offset == null ? 0 : offset, limit, fields).body();
            }
            return switch (given.get(0)) {
                case "name" -> countries.byName(arguments.text("name"),
                        QueryParameters.optionalBoolean("fullText", arguments.text("fullText")), fields);
                case "capital" -> countries.byCapital(arguments.text("capital"), fields);
                case "region" -> countries.byRegion(arguments.text("region"), fields);
                case "subregion" -> countries.bySubregion(arguments.text("subregion"), fields);
                case "currency" -> countries.byCurrency(arguments.text("currency"), fields);
                case "language" -> countries.byLanguage(arguments.text("language"), fields);
                case "callingCode" -> countries.byCallingCode(arguments.text("callingCode"), fields);
                case "demonym" -> countries.byDemonym(arguments.text("demonym"), fields);
                case "timezone" -> countries.byTimezone(arguments.text("timezone"), fields);
                case "topLevelDomain" -> countries.byTopLevelDomain(arguments.text("topLevelDomain"), fields);
                case "bordersOf" -> countries.bordersOf(arguments.text("bordersOf"), fields);
                case "areaMin/areaMax" -> countries.byArea(
                        QueryParameters.optionalNumber("areaMin", arguments.text("areaMin")),
                        QueryParameters.optionalNumber("areaMax", arguments.text("areaMax")), fields);
                default -> countries.byPopulation(
                        QueryParameters.optionalLong("populationMin", arguments.text("populationMin")),
                        QueryParameters.optionalLong("populationMax", arguments.text("populationMax")), fields);
            };
        } catch (RecordNotFoundException e) {
            // For a search, no match is an answer, not an error.
            return JsonBody.arrayOf(List.of());
        }
    }

    private GeoTool searchCities() {
        return new GeoTool("search_cities", "Search cities",
                "Find cities (15,000 people or more, and capitals) whose name contains q, ignoring case, accents and "
                        + "punctuation ('saint etienne' finds Saint-Étienne), most populous first. Without q: the "
                        + "most populous cities, optionally in one country. Returns {results: [city records]}.",
                object(required(),
                        "q", string("Text the city name contains"),
                        "country", pattern(COUNTRY_CODE, ALPHA2),
                        "limit", integer("At most this many cities; default 20", 1, PlaceQuery.MAX_LIMIT)),
                resultList("City records: geonameId, name, asciiName, countryCode, admin1Code, latitude, "
                        + "longitude, population, timezone, featureCode"), true,
                arguments -> cities.search(PlaceQuery.parse(arguments.text("q"), arguments.text("country"), null,
                        arguments.text("limit"))));
    }

    private GeoTool getCity() {
        return new GeoTool("get_city", "City by GeoNames id",
                "Look up one city by its GeoNames id (e.g. 2950159 for Berlin). Unknown ids give the error "
                        + "'Country not found'.",
                object(required("geonameId"), "geonameId", integer("GeoNames id", 1, Integer.MAX_VALUE)),
                record("A city record", "geonameId", "name"), false,
                arguments -> cities.byId(GeoFilters.geonameId(arguments.requiredText("geonameId"))));
    }

    private GeoTool nearestCities() {
        return new GeoTool("nearest_cities", "Nearest cities",
                "The cities nearest a point, nearest first, each with distanceKm (great-circle). Optionally only "
                        + "within radiusKm. Returns {results: [city records with distanceKm]}.",
                nearSchema(false),
                resultList("City records with distanceKm"), true,
                arguments -> cities.near(nearQuery(arguments, false)));
    }

    private GeoTool searchPlaces() {
        return new GeoTool("search_places", "Search the gazetteer",
                "Find geographic features of any kind (populated places, admin areas, lakes, mountains, ...) whose "
                        + "name contains q, ignoring case, accents and punctuation, most populous first. Filters: "
                        + "country and featureClass (A admin, P populated place, H water, T terrain, L area, S spot, "
                        + "R road, V vegetation, U undersea). Returns {results: [place records]}.",
                object(required(),
                        "q", string("Text the name contains"),
                        "country", pattern(COUNTRY_CODE, ALPHA2),
                        "featureClass", oneOf("GeoNames feature class", "A", "H", "L", "P", "R", "S", "T", "U", "V"),
                        "limit", integer("At most this many places; default 20", 1, PlaceQuery.MAX_LIMIT)),
                resultList("Place records: geonameId, name, asciiName, featureClass, featureCode, countryCode, "
                        + "admin1Code, latitude, longitude, population, timezone"), true,
                arguments -> places.search(PlaceQuery.parse(arguments.text("q"), arguments.text("country"),
                        arguments.text("featureClass"), arguments.text("limit"))));
    }

    private GeoTool getPlace() {
        return new GeoTool("get_place", "Place by GeoNames id",
                "Look up one gazetteer feature by its GeoNames id. Unknown ids give the error 'Country not found'.",
                object(required("geonameId"), "geonameId", integer("GeoNames id", 1, Integer.MAX_VALUE)),
                record("A place record", "geonameId", "name", "featureClass"), false,
                arguments -> places.byId(GeoFilters.geonameId(arguments.requiredText("geonameId"))));
    }

    private GeoTool nearestPlaces() {
        return new GeoTool("nearest_places", "Nearest places",
                "The gazetteer features nearest a point, nearest first, each with distanceKm (great-circle). "
                        + "Optional radiusKm, country and featureClass filters. Returns {results: [place records "
                        + "with distanceKm]}.",
                nearSchema(true),
                resultList("Place records with distanceKm"), true,
                arguments -> places.near(nearQuery(arguments, true)));
    }

    private GeoTool lookupPostalCode() {
        return new GeoTool("lookup_postal_code", "Postal code lookup",
                "The places a postal code names (one code can name several), with their administrative regions "
                        + "and coordinates. Case and spaces do not matter ('sw1a' finds SW1A). Without country: "
                        + "every country having the code. A code that cannot be a code of the country is an error "
                        + "naming the expected format. Returns {results: [postal records]}.",
                object(required("code"),
                        "code", string("The postal code"),
                        "country", pattern(COUNTRY_CODE, ALPHA2)),
                resultList("Postal records: countryCode, postalCode, placeName, adminName1..3, adminCode1..3, "
                        + "latitude, longitude, accuracy"), true,
                arguments -> postalCodes.search(arguments.requiredText("code"), arguments.text("country")));
    }

    private GeoTool nearestPostalCodes() {
        JsonObject schema = object(required("lat", "lng"),
                "lat", number("Latitude in degrees", -90, 90),
                "lng", number("Longitude in degrees", -180, 180),
                "limit", integer("At most this many codes; default 10", 1, NearQuery.MAX_LIMIT),
                "radiusKm", positiveNumber("Only codes within this many km"),
                "country", pattern(COUNTRY_CODE, ALPHA2));
        return new GeoTool("nearest_postal_codes", "Nearest postal codes",
                "The postal codes nearest a point, nearest first, each with distanceKm. Returns {results: [postal "
                        + "records with distanceKm]}.",
                schema, resultList("Postal records with distanceKm"), true,
                arguments -> postalCodes.near(NearQuery.parse(arguments.text("lat"), arguments.text("lng"),
                        arguments.text("limit"), arguments.text("radiusKm"), arguments.text("country"), null)));
    }

    private GeoTool distance() {
        return new GeoTool("distance", "Distance",
                "The great-circle distance (haversine, radius 6371.0088 km) between two cities given by GeoNames "
                        + "id (from, to) or two points (lat1, lng1, lat2, lng2); not a mix. Returns from, to (city "
                        + "records or coordinates), distanceKm and distanceMiles.",
                object(required(),
                        "from", integer("Origin city GeoNames id", 1, Integer.MAX_VALUE),
                        "to", integer("Destination city GeoNames id", 1, Integer.MAX_VALUE),
                        "lat1", number("Origin latitude", -90, 90),
                        "lng1", number("Origin longitude", -180, 180),
                        "lat2", number("Destination latitude", -90, 90),
                        "lng2", number("Destination longitude", -180, 180)),
                record("A distance result", "from", "to", "distanceKm", "distanceMiles"), false,
                arguments -> distances.distance(DistanceQuery.parse(arguments.text("from"), arguments.text("to"),
                        arguments.text("lat1"), arguments.text("lng1"), arguments.text("lat2"),
                        arguments.text("lng2"))));
    }

    private GeoTool geolocateIp() {
        return new GeoTool("geolocate_ip", "IP geolocation",
                "The country of an IPv4 or IPv6 address (ip), or of up to 100 addresses (ips). Each result is "
                        + "{ip, countryCode, country}; with ips, an invalid or unknown address gives {ip, error} in "
                        + "its place and the order is kept. Private and reserved addresses have no country. "
                        + "Returns {results: [...]}.",
                object(required(),
                        "ip", string("One IPv4 or IPv6 address"),
                        "ips", stringArray("Up to 100 addresses", 1, IpLookup.MAX_BATCH),
                        "fields", countryFields(),
                        "full", bool("true returns every field of the country records")),
                resultList("IP geolocation results"), true,
                arguments -> {
                    List<String> batch = arguments.strings("ips");
                    if ((batch == null) == (arguments.text("ip") == null)) {
                        throw new InvalidRequestException("give either ip or ips");
                    }
                    return batch != null ? ips.locateAll(batch, arguments.fieldSelection())
                            : JsonBody.arrayOf(List.of(ips.locate(arguments.text("ip"), arguments.fieldSelection())));
                });
    }

    private GeoTool ipDataSource() {
        return new GeoTool("ip_data_source", "IP data source",
                "Where the IP geolocation data comes from: provider, license, attribution to show, source, "
                        + "lastUpdated (the month the data was built, YYYY-MM), importedAt (ISO-8601), ipv4Ranges "
                        + "and ipv6Ranges.",
                object(required()),
                record("Data-source metadata", "provider", "license", "attribution"), false,
                arguments -> ips.info());
    }

    private static JsonObject nearSchema(boolean withPlaceFilters) {
        List<Object> properties = new ArrayList<>(Arrays.asList(
                "lat", number("Latitude in degrees", -90, 90),
                "lng", number("Longitude in degrees", -180, 180),
                "limit", integer("At most this many results; default 10", 1, NearQuery.MAX_LIMIT),
                "radiusKm", positiveNumber("Only results within this many km")));
        if (withPlaceFilters) {
            properties.addAll(List.of("country", pattern(COUNTRY_CODE, ALPHA2),
                    "featureClass", oneOf("GeoNames feature class", "A", "H", "L", "P", "R", "S", "T", "U", "V")));
        }
        return object(required("lat", "lng"), properties.toArray());
    }

    private static NearQuery nearQuery(ToolArguments arguments, boolean withPlaceFilters) {
        return NearQuery.parse(arguments.text("lat"), arguments.text("lng"), arguments.text("limit"),
                arguments.text("radiusKm"), withPlaceFilters ? arguments.text("country") : null,
                withPlaceFilters ? arguments.text("featureClass") : null);
    }

    private static JsonObject countryFields() {
        JsonArrayBuilder names = Json.createArrayBuilder();
        Arrays.stream(CountryField.values()).forEach(field -> names.add(field.jsonName()));
        return Json.createObjectBuilder()
                .add("description", "Top-level country fields to return instead of the default set: an array, "
                        + "or the names comma-separated in one string")
                .add("anyOf", Json.createArrayBuilder()
                        .add(Json.createObjectBuilder().add("type", "array")
                                .add("items", Json.createObjectBuilder().add("type", "string").add("enum", names)))
                        .add(Json.createObjectBuilder().add("type", "string")))
                .build();
    }

}
