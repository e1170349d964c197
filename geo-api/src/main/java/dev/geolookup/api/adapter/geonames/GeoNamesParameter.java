package dev.geolookup.api.adapter.geonames;

/**
 * A parameter of GeoNames' services, by the name GeoNames documents and the type it is read as at the web edge
 * (GeoNamesRequest). A service's declaration in GeoNamesService lists the ones it reads.
 */
public enum GeoNamesParameter {

    Q("q", Kind.TEXT),
    NAME("name", Kind.TEXT),
    NAME_EQUALS("name_equals", Kind.TEXT),
    NAME_STARTS_WITH("name_startsWith", Kind.TEXT),
    MAX_ROWS("maxRows", Kind.INTEGER),
    START_ROW("startRow", Kind.INTEGER),
    /** Alpha-2 codes, repeatable. */
    COUNTRY("country", Kind.CODES, "[A-Z]{2}"),
    /** countryInfo's: alpha-2 or alpha-3 codes, repeatable. */
    COUNTRY_OR_ALPHA3("country", Kind.CODES, "[A-Z]{2,3}"),
    COUNTRY_BIAS("countryBias", Kind.CODES, "[A-Z]{2}"),
    CONTINENT_CODE("continentCode", Kind.CODES, "[A-Z]{2}"),
    ADMIN_CODE1("adminCode1", Kind.CODE),
    ADMIN_CODE2("adminCode2", Kind.CODE),
    FEATURE_CLASS("featureClass", Kind.CODES, "[A-Z]"),
    FEATURE_CODE("featureCode", Kind.CODES, "[A-Z0-9]{1,10}"),
    CITIES("cities", Kind.POPULATION),
    LANG("lang", Kind.LANGUAGE),
    STYLE("style", Kind.STYLE),
    IS_NAME_REQUIRED("isNameRequired", Kind.FLAG),
    FUZZY("fuzzy", Kind.NUMBER),
    EAST("east", Kind.NUMBER),
    WEST("west", Kind.NUMBER),
    NORTH("north", Kind.NUMBER),
    SOUTH("south", Kind.NUMBER),
    ORDER_BY("orderby", Kind.TEXT),
    INCL_BBOX("inclBbox", Kind.FLAG),
    GEONAME_ID("geonameId", Kind.ID),
    LAT("lat", Kind.NUMBER),
    LNG("lng", Kind.NUMBER),
    RADIUS("radius", Kind.NUMBER),
    LOCAL_COUNTRY("localCountry", Kind.FLAG),
    LEVEL("level", Kind.INTEGER),
    DATE("date", Kind.DATE),
    POSTAL_CODE("postalcode", Kind.TEXT),
    POSTAL_CODE_STARTS_WITH("postalcode_startsWith", Kind.TEXT),
    PLACE_NAME("placename", Kind.TEXT),
    PLACE_NAME_STARTS_WITH("placename_startsWith", Kind.TEXT),
    IS_REDUCED("isReduced", Kind.FLAG);

    /** What a parameter's text is read as; a value that is not one is GeoNames' status 14, naming the parameter. */
    public enum Kind {
        /** The first value, trimmed; absent when blank. */
        TEXT,
        /** The first value, trimmed and upper-cased. */
        CODE,
        /** Every value, upper-cased, each matching the parameter's pattern; repeated parameters combine. */
        CODES,
        /** An integer; the service clamps it to its bounds, as GeoNames does. */
        INTEGER,
        /** A positive integer. */
        ID,
        /** A finite number. */
        NUMBER,
        /** true or false, any case; any other value is the service's default. */
        FLAG,
        /** SHORT to FULL, any case; an unknown one is the service's default. */
        STYLE,
        /** A language tag; GeoNames' pseudo-languages and unknown tags ask for no language. */
        LANGUAGE,
        /** An ISO date, yyyy-MM-dd. */
        DATE,
        /** cities500 to cities15000: the least population asked for; an unknown value asks for none. */
        POPULATION
    }

    private final String parameterName;
    private final Kind kind;
    private final String pattern;

    GeoNamesParameter(String parameterName, Kind kind) {
        this(parameterName, kind, null);
    }

    GeoNamesParameter(String parameterName, Kind kind, String pattern) {
        this.parameterName = parameterName;
        this.kind = kind;
        this.pattern = pattern;
    }

    /** The name a request gives it, as GeoNames spells it. */
    public String parameterName() {
        return parameterName;
    }

    public Kind kind() {
        return kind;
    }

    /** The pattern each upper-cased code must match (CODES only). */
    String pattern() {
        return pattern;
    }
}
