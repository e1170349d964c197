package dev.geolookup.web.mcp;

import static dev.geolookup.web.mcp.JsonSchemas.language;
import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.geo.GeoFilters;
import dev.geolookup.api.geo.NearQuery;
import dev.geolookup.api.geocode.GeocodeLookup;
import dev.geolookup.api.place.GazetteerLookup;
import dev.geolookup.api.place.OfGazetteer;
import dev.geolookup.api.place.PlaceQuery;
import dev.geolookup.api.place.SearchParameter;
import dev.geolookup.web.openapi.ContractSchemas;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

import static dev.geolookup.web.mcp.JsonSchemas.bool;
import static dev.geolookup.web.mcp.JsonSchemas.country;
import static dev.geolookup.web.mcp.JsonSchemas.describedObject;
import static dev.geolookup.web.mcp.JsonSchemas.integer;
import static dev.geolookup.web.mcp.JsonSchemas.number;
import static dev.geolookup.web.mcp.JsonSchemas.object;
import static dev.geolookup.web.mcp.JsonSchemas.oneOf;
import static dev.geolookup.web.mcp.JsonSchemas.positiveNumber;
import static dev.geolookup.web.mcp.JsonSchemas.required;
import static dev.geolookup.web.mcp.JsonSchemas.shaping;

/** The gazetteer tools, over places of every kind and over cities: search by name, one by id, the nearest. */
@Dependent
final class PlaceTools implements FeatureTools {

    /** A search pages through its best results, cut at the limit a place search takes. */
    private static final Paging SEARCHED = Paging.ranked(PlaceQuery.DEFAULT_LIMIT, PlaceQuery.MAX_LIMIT);

    private static final String RELEVANCE = "Best matches first, by one score: how well a name matches q (equal, "
            + "then starting with q, then a word starting with q, then containing it), weighed by what the name is "
            + "(the place's own name or its name in lang count most, other languages' and alternate names less), plus "
            + "the place's importance (population, capitals and seats higher); so 'Mos' is Moscow, not a small place "
            + "with the alternate name Mos (rank 'population' orders by population alone). Unless fuzzy is false, "
            + "names a typo or two away from q ('berln' finds Berlin) join when fewer names hold q than asked for. "
            + "explain true adds each result's score parts and the reading of q. q may name the place as people "
            + "write it, with its division and country after it: 'Paris, Texas', 'Springfield IL', 'Berlin "
            + "Germany', 'Springfield, Illinois, USA' (division or country names in any language, ISO codes, USA, "
            + "UK); a code alone ('RUS', 'NSW') finds the country or division. Where no place lies in what follows "
            + "a comma, the places of the name alone come back, each with unmatchedQualifiers naming what it is "
            + "not in.";

    private static final String LOCATION = "Give near {lat, lng} to prefer what is near the user (each "
            + "result then has distanceKm; bias 0-1 says how much: at the default 0.5 a place ten times farther needs "
            + "about a hundred times the population to rank the same), radiusKm to keep only what lies within that "
            + "distance of near, bbox to keep only what lies in a box.";

    private final GazetteerLookup places;
    private final GazetteerLookup cities;
    private final ContractSchemas contract = ContractSchemas.load();

    @Inject
    PlaceTools(@OfGazetteer(GeocodeLookup.Gazetteer.PLACES) GazetteerLookup places,
               @OfGazetteer(GeocodeLookup.Gazetteer.CITIES) GazetteerLookup cities) {
        this.places = places;
        this.cities = cities;
    }

    @Override
    public List<GeoTool> tools() {
        return List.of(searchCities(), getCity(), nearestCities(), searchPlaces(), getPlace(), nearestPlaces());
    }

    private GeoTool searchCities() {
        return new GeoTool("search_cities", "Search cities",
                "Find cities (15,000 people or more, and capitals) whose name contains q, ignoring case, accents and "
                        + "punctuation ('saint etienne' finds Saint-Étienne). " + RELEVANCE + " Without q: the "
                        + "most populous cities, optionally in one country. " + LOCATION
                        + " Returns {results: [city records], truncated, nextOffset}.",
                searchSchema(false),
                contract.listOf("City"), SEARCHED,
                arguments -> cities.search(searchQuery(arguments, false), arguments.language()))
                .linking(RecordLink.PLACE);
    }
    private static JsonObject fuzzy() {
        return bool("false leaves out the names a typo away from q; default true");
    }

    /** An agent types what a person said: the tools tolerate typos unless told not to. */
    private static String fuzzyOrDefault(ToolArguments arguments) {
        return arguments.has("fuzzy") ? arguments.text("fuzzy") : "true";
    }

    private GeoTool getCity() {
        return new GeoTool("get_city", "City by GeoNames id",
                "Look up one city by its GeoNames id (e.g. 2950159 for Berlin). An id that is no city's gives "
                        + "the error 'no city with the GeoNames id N' (cities have 15,000 people or more, or are "
                        + "capitals; get_place finds every feature).",
                object(required("geonameId"), "geonameId", integer("GeoNames id", 1, Integer.MAX_VALUE),
                        "lang", language()),
                contract.record("City"), Paging.RECORD,
                arguments -> cities.byId(GeoFilters.geonameId(arguments.requiredText("geonameId")),
                        arguments.language()))
                .linking(RecordLink.PLACE)
                .notFound(arguments -> "no city with the GeoNames id " + arguments.text("geonameId")
                        + " (get_place finds every feature)");
    }
    private GeoTool nearestCities() {
        return new GeoTool("nearest_cities", "Nearest cities",
                "The cities nearest a point, nearest first, each with distanceKm (great-circle). Optionally only "
                        + "within radiusKm. Returns {results: [city records with distanceKm], truncated, nextOffset}.",
                nearSchema(false),
                contract.listOf("City"), Paging.NEAREST,
                arguments -> cities.near(nearQuery(arguments, false), arguments.language()))
                .linking(RecordLink.PLACE);
    }
    private GeoTool searchPlaces() {
        return new GeoTool("search_places", "Search the gazetteer",
                "Find geographic features of any kind (populated places, admin areas, lakes, mountains, ...) whose "
                        + "name contains q, ignoring case, accents and punctuation. " + RELEVANCE + " Filters: "
                        + "country, admin1 and featureClass (A admin, P populated place, H water, T terrain, L area, "
                        + "S spot, R road, V vegetation, U undersea). " + LOCATION
                        + " Returns {results: [place records], truncated, nextOffset}.",
                searchSchema(true),
                contract.listOf("Place"), SEARCHED,
                arguments -> places.search(searchQuery(arguments, true), arguments.language()))
                .linking(RecordLink.PLACE);
    }

    /**
     * The search parameters as {@link SearchParameter} declares them, under the tools' names: featureClass for class,
     * and the focus as one near object rather than lat and lng.
     */
    private static JsonObject searchSchema(boolean withFeatureClass) {
        List<Object> properties = new ArrayList<>();
        for (SearchParameter parameter : SearchParameter.of(withFeatureClass)) {
            switch (parameter) {
                case LAT, LNG, OFFSET -> { }
                case FEATURE_CLASS -> properties.addAll(List.of("featureClass", parameter.memberSchema()));
                case FUZZY -> properties.addAll(List.of("fuzzy", shaping(fuzzy())));
                default -> properties.addAll(List.of(parameter.parameterName(), parameter.narrows()
                        ? parameter.memberSchema() : shaping(parameter.memberSchema())));
            }
        }
        properties.addAll(List.of(
                "near", shaping(describedObject("Where the user is: results near it rank higher and carry distanceKm",
                        required("lat", "lng"),
                        "lat", number("Latitude in degrees", -90, 90),
                        "lng", number("Longitude in degrees", -180, 180))),
                "lang", language()));
        return object(required(), properties.toArray());
    }

    /**
     * The tool's arguments under the names of the REST parameters, so both are parsed and refused alike: an argument
     * of the parameter's own name, but for those the tools name or shape otherwise.
     */
    private static PlaceQuery searchQuery(ToolArguments arguments, boolean withFeatureClass) {
        return parsedSearchQuery(arguments, withFeatureClass).withLimit(arguments.window().fetch());
    }

    private static PlaceQuery parsedSearchQuery(ToolArguments arguments, boolean withFeatureClass) {
        ToolArguments near = arguments.object("near");
        if (near != null && !(near.allowOnly(Set.of("lat", "lng")).has("lat") && near.has("lng"))) {
            throw new InvalidRequestException("near must have lat and lng");
        }
        return PlaceQuery.parse(name -> switch (name) {
            case "class" -> withFeatureClass ? arguments.text("featureClass") : null;
            case "lat" -> near == null ? null : near.text("lat");
            case "lng" -> near == null ? null : near.text("lng");
            case "fuzzy" -> fuzzyOrDefault(arguments);
            case "bbox" -> arguments.numbersJoined("bbox");
            // The tools page by their own window (offset, nextOffset), not the search's.
            case "offset" -> null;
            default -> arguments.text(name);
        });
    }

    private GeoTool getPlace() {
        return new GeoTool("get_place", "Place by GeoNames id",
                "Look up one gazetteer feature by its GeoNames id: a place, a city, a division or a country. An "
                        + "unknown id gives the error 'no place with the GeoNames id N'.",
                object(required("geonameId"), "geonameId", integer("GeoNames id", 1, Integer.MAX_VALUE),
                        "lang", language()),
                contract.record("Place"), Paging.RECORD,
                arguments -> places.byId(GeoFilters.geonameId(arguments.requiredText("geonameId")),
                        arguments.language()))
                .linking(RecordLink.PLACE)
                .notFound(arguments -> "no place with the GeoNames id " + arguments.text("geonameId"));
    }
    private GeoTool nearestPlaces() {
        return new GeoTool("nearest_places", "Nearest places",
                "The gazetteer features nearest a point, nearest first, each with distanceKm (great-circle). "
                        + "Optional radiusKm, country and featureClass filters. Returns {results: [place records "
                        + "with distanceKm], truncated, nextOffset}.",
                nearSchema(true),
                contract.listOf("Place"), Paging.NEAREST,
                arguments -> places.near(nearQuery(arguments, true), arguments.language()))
                .linking(RecordLink.PLACE);
    }
    private static JsonObject nearSchema(boolean withPlaceFilters) {
        List<Object> properties = new ArrayList<>(Arrays.asList(
                "lat", number("Latitude in degrees", -90, 90),
                "lng", number("Longitude in degrees", -180, 180),
                "limit", shaping(integer("At most this many results; default 10", 1, NearQuery.MAX_LIMIT)),
                "radiusKm", positiveNumber("Only results within this many km"),
                "lang", language()));
        if (withPlaceFilters) {
            properties.addAll(List.of("country", country(),
                    "featureClass", oneOf("GeoNames feature class", "A", "H", "L", "P", "R", "S", "T", "U", "V")));
        }
        return object(required("lat", "lng"), properties.toArray());
    }
    private static NearQuery nearQuery(ToolArguments arguments, boolean withPlaceFilters) {
        return NearQuery.parse(arguments.text("lat"), arguments.text("lng"), arguments.text("limit"),
                arguments.text("radiusKm"), withPlaceFilters ? arguments.countryCode("country") : null,
                withPlaceFilters ? arguments.text("featureClass") : null).withLimit(arguments.window().fetch());
    }
}
