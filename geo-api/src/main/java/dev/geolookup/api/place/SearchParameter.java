package dev.geolookup.api.place;


import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Every parameter a place or city search takes, declared once: its name in a URL and a batch query object, its
 * type, range and default, and what it does. The parser reads these names and bounds, the MCP tools make their
 * input schemas from them, and tests hold the GET parameters and the OpenAPI document to them. A new parameter is a
 * constant here and its use in {@link PlaceQuery} and the engine.
 */
public enum SearchParameter {
    Q("q", Kind.TEXT, "Text the name contains, optionally followed by the place's division and country, as people "
            + "write a place: 'Paris, Texas', 'Springfield IL', 'Berlin Germany'"),
    COUNTRY("country", Kind.TEXT, "Country: ISO 3166-1 alpha-2 or alpha-3 code, or its name in any language the data "
            + "holds, e.g. DE, DEU, Germany, Deutschland, UK"),
    FEATURE_CLASS("class", Kind.choice("A", "H", "L", "P", "R", "S", "T", "U", "V"),
            "GeoNames feature class: A admin, P populated place, H water, T terrain, L area, S spot, R road, "
                    + "V vegetation, U undersea"),
    ADMIN1("admin1", Kind.TEXT,
            "First-level division: its ISO 3166-2 code (US-CA), its GeoNames admin1 code (CA with country US; "
                    + "needs country where several countries use the code), the part after the hyphen of its ISO "
                    + "code (ON with country CA), or its name (Ontario, New South Wales)"),
    LIMIT("limit", Kind.integer(1, PlaceQuery.MAX_LIMIT, PlaceQuery.DEFAULT_LIMIT), "At most this many results"),
    OFFSET("offset", Kind.integer(0, PlaceQuery.MAX_OFFSET, 0),
            "Results to skip: the page starts after them, in the one ranked order"),
    RANK("rank", Kind.choice("relevance", "population"),
            "Order of the results: relevance (the default with q) or population"),
    FUZZY("fuzzy", Kind.flag(false), "true adds the names a typo or two away from q"),
    LAT("lat", Kind.number(-90, 90), "Latitude of the focus (where the user is) in degrees; with lng"),
    LNG("lng", Kind.number(-180, 180), "Longitude of the focus in degrees; with lat"),
    BIAS("bias", Kind.number(0, 1),
            "How much nearness to the focus counts: 0 not at all, 1 only nearness; 0.5 when lat and lng come "
                    + "without it"),
    BBOX("bbox", Kind.BOX,
            "Only results inside [minLng, minLat, maxLng, maxLat]; minLng greater than maxLng crosses the "
                    + "antimeridian"),
    RADIUS_KM("radiusKm", Kind.POSITIVE, "Only results within this many km of the focus"),
    EXPLAIN("explain", Kind.flag(false),
            "true adds to each result its score parts (the name that matched, its class, how it matched, text, "
                    + "importance, distance, total)");

    /** Every parameter of a place search, by name. */
    public static final Set<String> PLACE_NAMES = names(List.of(values()));
    /** A city search takes every parameter but the feature class, which every city shares. */
    public static final Set<String> CITY_NAMES = names(Arrays.stream(values()).filter(SearchParameter::citiesTakeIt)
            .toList());

    private final String parameterName;
    private final Kind kind;
    private final String description;

    SearchParameter(String parameterName, Kind kind, String description) {
        this.parameterName = parameterName;
        this.kind = kind;
        this.description = description;
    }

    public String parameterName() {
        return parameterName;
    }

    public Kind kind() {
        return kind;
    }

    public String description() {
        return description;
    }

    /**
     * Whether the parameter narrows what a search finds; the others page, order, bias or explain the same matches,
     * and a hint for an empty answer never names them.
     */
    public boolean narrows() {
        return switch (this) {
            case LIMIT, OFFSET, RANK, FUZZY, LAT, LNG, BIAS, EXPLAIN -> false;
            default -> true;
        };
    }

    public boolean citiesTakeIt() {
        return this != FEATURE_CLASS;
    }

    /** The parameters of a city or a place search, in declaration order. */
    public static List<SearchParameter> of(boolean places) {
        return Arrays.stream(values()).filter(parameter -> places || parameter.citiesTakeIt()).toList();
    }

    /**
     * The JSON Schema of the value as a JSON member (a batch query object's, an MCP argument's): numbers and
     * booleans as JSON numbers and booleans, the box as an array of four numbers.
     */
    public JsonObject memberSchema() {
        JsonObjectBuilder schema = Json.createObjectBuilder().add("type", kind.memberType());
        if (kind.pattern() != null) {
            schema.add("pattern", kind.pattern());
        }
        if (!kind.choices().isEmpty()) {
            JsonArrayBuilder choices = Json.createArrayBuilder();
            kind.choices().forEach(choices::add);
            schema.add("enum", choices);
        }
        if (kind.minimum() != null) {
            schema.add(kind.exclusiveMinimum() ? "exclusiveMinimum" : "minimum", kind.minimum());
        }
        if (kind.maximum() != null) {
            schema.add("maximum", kind.maximum());
        }
        if (this == BBOX) {
            schema.add("items", Json.createObjectBuilder().add("type", "number")).add("minItems", 4)
                    .add("maxItems", 4);
        }
        String described = kind.defaultValue() == null ? description : description + "; default " + kind.defaultValue();
        return schema.add("description", described).build();
    }

    private static Set<String> names(List<SearchParameter> parameters) {
        return parameters.stream().map(SearchParameter::parameterName).collect(Collectors.toUnmodifiableSet());
    }

    /**
     * What values a parameter takes. In a URL every value is text; {@code memberType} is its JSON type as a member.
     *
     * @param exclusiveMinimum whether the minimum itself is refused (a radius must be more than 0)
     */
    public record Kind(String memberType, String pattern, List<String> choices, BigDecimal minimum,
                       boolean exclusiveMinimum, BigDecimal maximum, Object defaultValue) {

        static final Kind TEXT = new Kind("string", null, List.of(), null, false, null, null);
        static final Kind BOX = new Kind("array", null, List.of(), null, false, null, null);
        static final Kind POSITIVE = new Kind("number", null, List.of(), BigDecimal.ZERO, true, null, null);

        static Kind text(String pattern) {
            return new Kind("string", pattern, List.of(), null, false, null, null);
        }

        static Kind choice(String... values) {
            return new Kind("string", null, List.of(values), null, false, null, null);
        }

        static Kind integer(int minimum, int maximum, int defaultValue) {
            return new Kind("integer", null, List.of(), BigDecimal.valueOf(minimum), false, BigDecimal.valueOf(maximum),
                    defaultValue);
        }

        static Kind number(int minimum, int maximum) {
            return new Kind("number", null, List.of(), BigDecimal.valueOf(minimum), false, BigDecimal.valueOf(maximum),
                    null);
        }

        static Kind flag(boolean defaultValue) {
            return new Kind("boolean", null, List.of(), null, false, null, defaultValue);
        }
    }
}
