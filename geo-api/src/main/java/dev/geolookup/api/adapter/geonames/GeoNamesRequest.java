package dev.geolookup.api.adapter.geonames;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.geo.BoundingBox;
import dev.geolookup.api.request.QueryParameters;
import dev.geolookup.api.text.Language;
import dev.geolookup.api.text.SearchText;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * A GeoNames request read at the web edge: every parameter its service declares, typed as GeoNamesParameter says,
 * repeated ones combined; the first malformed one, in the order of the declaration, is GeoNames' status 14. The
 * service's handler reads typed values only, and only those its declaration lists.
 */
public final class GeoNamesRequest {

    /** Values of one repeated parameter kept at most: more cannot narrow a search further. */
    private static final int MAX_VALUES = 50;

    private static final Map<String, Long> CITIES_POPULATION = Map.of("cities500", 500L, "cities1000", 1000L,
            "cities5000", 5000L, "cities15000", 15000L);

    private final GeoNamesService service;
    private final Map<GeoNamesParameter, Object> values;

    private GeoNamesRequest(GeoNamesService service, Map<GeoNamesParameter, Object> values) {
        this.service = service;
        this.values = values;
    }

    /**
     * @param given every value a request gave for a parameter name, in order; null or empty for none
     * @throws GeoNamesError status 14 for the first malformed parameter
     */
    public static GeoNamesRequest read(GeoNamesService service, Function<String, List<String>> given) {
        Map<GeoNamesParameter, Object> values = new EnumMap<>(GeoNamesParameter.class);
        for (GeoNamesParameter parameter : service.declared()) {
            List<String> texts = given.apply(parameter.parameterName());
            Object value = read(parameter, texts == null ? List.of() : texts);
            if (value != null) {
                values.put(parameter, value);
            }
        }
        return new GeoNamesRequest(service, values);
    }

    public GeoNamesService service() {
        return service;
    }

    /** A TEXT or CODE parameter's value; null when absent. */
    public String text(GeoNamesParameter parameter) {
        return (String) value(parameter, GeoNamesParameter.Kind.TEXT, GeoNamesParameter.Kind.CODE);
    }

    /** A CODES parameter's values, upper-cased; empty when absent. */
    @SuppressWarnings("unchecked")
    public List<String> codes(GeoNamesParameter parameter) {
        Object codes = value(parameter, GeoNamesParameter.Kind.CODES);
        return codes == null ? List.of() : (List<String>) codes;
    }

    /** The first of a CODES parameter's values; null when absent. */
    public String firstCode(GeoNamesParameter parameter) {
        List<String> codes = codes(parameter);
        return codes.isEmpty() ? null : codes.get(0);
    }

    /** An INTEGER parameter clamped to the service's bounds, as GeoNames clamps it; the default when absent. */
    public int integer(GeoNamesParameter parameter, int byDefault, int min, int max) {
        Integer value = (Integer) value(parameter, GeoNamesParameter.Kind.INTEGER);
        return value == null ? byDefault : Math.max(min, Math.min(max, value));
    }

    /** A NUMBER parameter; null when absent. */
    public Double number(GeoNamesParameter parameter) {
        return (Double) value(parameter, GeoNamesParameter.Kind.NUMBER);
    }

    public boolean flag(GeoNamesParameter parameter, boolean byDefault) {
        Boolean value = (Boolean) value(parameter, GeoNamesParameter.Kind.FLAG);
        return value == null ? byDefault : value;
    }

    public Style style(Style byDefault) {
        Style style = (Style) value(GeoNamesParameter.STYLE, GeoNamesParameter.Kind.STYLE);
        return style == null ? byDefault : style;
    }

    /** The language names are asked in; none for a service without lang. */
    public Language language() {
        if (!service.declared().contains(GeoNamesParameter.LANG)) {
            return Language.NONE;
        }
        Language language = (Language) value(GeoNamesParameter.LANG, GeoNamesParameter.Kind.LANGUAGE);
        return language == null ? Language.NONE : language;
    }

    public LocalDate date(GeoNamesParameter parameter) {
        return (LocalDate) value(parameter, GeoNamesParameter.Kind.DATE);
    }

    /** The least population a POPULATION parameter asks for; null for none. */
    public Long population(GeoNamesParameter parameter) {
        return (Long) value(parameter, GeoNamesParameter.Kind.POPULATION);
    }

    /** The geonameId, required: GeoNames' "missing geonameId". */
    public int geonameId() {
        Integer id = (Integer) value(GeoNamesParameter.GEONAME_ID, GeoNamesParameter.Kind.ID);
        if (id == null) {
            throw GeoNamesError.invalid("missing geonameId");
        }
        return id;
    }

    /** lat and lng, both required and on the globe: GeoNames' "missing lat/lng" and "invalid lat/lng". */
    public double[] point() {
        Double lat = number(GeoNamesParameter.LAT);
        Double lng = number(GeoNamesParameter.LNG);
        if (lat == null || lng == null) {
            throw GeoNamesError.invalid("missing lat/lng");
        }
        if (lat < -90 || lat > 90 || lng < -180 || lng > 180) {
            throw new GeoNamesError(GeoNamesError.INVALID_LAT_LNG, "invalid lat/lng");
        }
        return new double[] {lat, lng};
    }

    /** east, west, north and south together, GeoNames' bounding box; null when any is missing. */
    public BoundingBox box() {
        Double west = number(GeoNamesParameter.WEST);
        Double south = number(GeoNamesParameter.SOUTH);
        Double east = number(GeoNamesParameter.EAST);
        Double north = number(GeoNamesParameter.NORTH);
        if (west == null || south == null || east == null || north == null) {
            return null;
        }
        try {
            return new BoundingBox(west, south, east, north);
        } catch (InvalidRequestException e) {
            throw GeoNamesError.invalid("invalid bounding box: " + e.getMessage());
        }
    }

    private Object value(GeoNamesParameter parameter, GeoNamesParameter.Kind... kinds) {
        if (!service.declared().contains(parameter)) {
            throw new IllegalStateException(service + " does not declare the parameter " + parameter);
        }
        if (!List.of(kinds).contains(parameter.kind())) {
            throw new IllegalStateException(parameter + " is read as " + parameter.kind());
        }
        return values.get(parameter);
    }

    private static Object read(GeoNamesParameter parameter, List<String> texts) {
        String name = parameter.parameterName();
        if (parameter.kind() == GeoNamesParameter.Kind.CODES) {
            return codes(parameter, texts);
        }
        String text = first(name, texts);
        if (text == null) {
            return null;
        }
        return switch (parameter.kind()) {
            case TEXT -> text;
            case CODE -> text.toUpperCase(Locale.ROOT);
            case INTEGER -> integer(name, text);
            case ID -> id(name, text);
            case NUMBER -> number(name, text);
            case FLAG -> text.equalsIgnoreCase("true") ? Boolean.TRUE
                    : text.equalsIgnoreCase("false") ? Boolean.FALSE : null;
            case STYLE -> Style.parse(text);
            case LANGUAGE -> language(text);
            case DATE -> date(name, text);
            case POPULATION -> CITIES_POPULATION.get(text.toLowerCase(Locale.ROOT));
            case CODES -> throw new IllegalStateException("read above");
        };
    }

    /** The first value, trimmed; null when absent or blank. Longer than a search text: status 14. */
    private static String first(String name, List<String> texts) {
        String value = texts.isEmpty() ? null : texts.get(0).trim();
        if (SearchText.tooLong(value)) {
            throw GeoNamesError.invalid(SearchText.tooLongReason(name));
        }
        return value == null || value.isEmpty() ? null : value;
    }

    private static List<String> codes(GeoNamesParameter parameter, List<String> texts) {
        List<String> codes = new ArrayList<>();
        for (String value : texts) {
            if (codes.size() == MAX_VALUES) {
                throw GeoNamesError.invalid("at most " + MAX_VALUES + " values of " + parameter.parameterName());
            }
            String trimmed = value.trim();
            if (trimmed.isEmpty()) {
                continue;
            }
            String code = trimmed.toUpperCase(Locale.ROOT);
            if (!code.matches(parameter.pattern())) {
                throw GeoNamesError.invalid("invalid " + parameter.parameterName() + ": " + clipped(trimmed, 40));
            }
            codes.add(code);
        }
        return codes.isEmpty() ? null : Collections.unmodifiableList(codes);
    }

    private static Integer integer(String name, String text) {
        try {
            return QueryParameters.optionalInt(name, text, Integer.MIN_VALUE, Integer.MAX_VALUE);
        } catch (InvalidRequestException e) {
            throw unparsed(name, text);
        }
    }

    private static Integer id(String name, String text) {
        Integer id = integer(name, text);
        if (id <= 0) {
            throw unparsed(name, text);
        }
        return id;
    }

    private static Double number(String name, String text) {
        try {
            return QueryParameters.optionalNumber(name, text);
        } catch (InvalidRequestException e) {
            throw unparsed(name, text);
        }
    }

    /** GeoNames' pseudo-languages (local, abbr) and unknown tags ask for no language, as GeoNames ignores them. */
    private static Language language(String text) {
        try {
            return Language.parse(text);
        } catch (InvalidRequestException e) {
            return Language.NONE;
        }
    }

    private static LocalDate date(String name, String text) {
        try {
            LocalDate date = LocalDate.parse(text);
            if (date.getYear() < 1 || date.getYear() > 9999) {
                throw new DateTimeException("year out of range");
            }
            return date;
        } catch (DateTimeException e) {
            throw GeoNamesError.invalid("error parsing parameter " + name + ": " + clipped(text, 20));
        }
    }

    private static GeoNamesError unparsed(String name, String text) {
        return GeoNamesError.invalid("error parsing parameter " + name + ": " + clipped(text, 40));
    }

    private static String clipped(String value, int length) {
        return value.length() > length ? value.substring(0, length) + "..." : value;
    }
}
