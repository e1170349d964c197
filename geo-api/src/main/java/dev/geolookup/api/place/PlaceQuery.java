package dev.geolookup.api.place;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.country.CountryCodes;
import dev.geolookup.api.geo.BoundingBox;
import dev.geolookup.api.geo.Coordinates;
import dev.geolookup.api.geo.GeoFilters;
import dev.geolookup.api.request.QueryParameters;
import dev.geolookup.api.subdivision.SubdivisionCode;
import dev.geolookup.api.text.SearchText;

import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * A name search over places or cities: {@code text} matched as a folded substring (null or blank: no name
 * condition), optional country, first-level division and feature-class filters, at most {@code limit} results in
 * the given order; with {@code fuzzy}, names a typo or two away from the text follow the matches. A {@code focus}
 * ranks what is near it higher and gives every result its distance; {@code bbox} and {@code radiusKm} (around the
 * focus) keep only what lies inside. With {@code explain}, each result carries the parts of its score.
 */
public record PlaceQuery(String text, String countryCode, Character featureClass, String admin1Code, int limit,
                         int offset, SearchOrder order, boolean fuzzy, SearchFocus focus, BoundingBox bbox, Double radiusKm,
                         boolean explain) {

    public static final int DEFAULT_LIMIT = 20;
    public static final int MAX_LIMIT = 100;
    /**
     * The most results a page may start after: a page is read as the first offset + limit of the ranked list, so the
     * bound keeps one request's work within its share. Every city of a state and every match of most names fits.
     */
    public static final int MAX_OFFSET = 10_000;

    /** A GeoNames admin1 code, or an ISO 3166-2 code. */
    static final String ADMIN1_REGEX = "[A-Z0-9]{1,20}|" + SubdivisionCode.ISO_REGEX;
    private static final Pattern ADMIN1_CODE = Pattern.compile(ADMIN1_REGEX);

    /** The same search cut at another limit, which may pass {@link #MAX_LIMIT}: a caller paging a ranked list. */
    public PlaceQuery withLimit(int limit) {
        return new PlaceQuery(text, countryCode, featureClass, admin1Code, limit, offset, order, fuzzy, focus, bbox,
                radiusKm, explain);
    }

    /** The same search from the first result: the page cut to offset + limit, which a caller then skips in. */
    public PlaceQuery fromTheStart() {
        return new PlaceQuery(text, countryCode, featureClass, admin1Code, offset + limit, 0, order, fuzzy, focus,
                bbox, radiusKm, explain);
    }

    /** A search for this text (null: no name condition), every other parameter at its default. */
    public static Builder matching(String text) {
        return new Builder().text(text);
    }

    /** From request parameters as given, by the names {@link SearchParameter} declares; fuzzy is off unless asked for. */
    public static PlaceQuery parse(Function<String, String> parameter) {
        String q = SearchText.bounded("q", parameter.apply("q"));
        Integer limit = QueryParameters.optionalInt("limit", parameter.apply("limit"),
                SearchParameter.LIMIT.kind().minimum().intValue(), SearchParameter.LIMIT.kind().maximum().intValue());
        String country = countryOrName(parameter.apply("country"));
        Integer offset = QueryParameters.optionalInt("offset", parameter.apply("offset"),
                SearchParameter.OFFSET.kind().minimum().intValue(), SearchParameter.OFFSET.kind().maximum().intValue());
        SearchFocus focus = focus(parameter);
        Double radiusKm = QueryParameters.optionalNumber("radiusKm", parameter.apply("radiusKm"));
        if (radiusKm != null && focus == null) {
            throw new InvalidRequestException("radiusKm needs lat and lng: the centre of the circle");
        }
        if (radiusKm != null && radiusKm <= 0) {
            throw new InvalidRequestException("radiusKm must be greater than 0");
        }
        return matching(q).country(country).featureClass(GeoFilters.featureClass(parameter.apply("class")))
                .admin1(admin1(parameter.apply("admin1"))).limit(limit == null ? DEFAULT_LIMIT : limit)
                .offset(offset == null ? 0 : offset)
                .order(SearchOrder.parse(parameter.apply("rank"), q != null && !q.isBlank()))
                .fuzzy(QueryParameters.optionalBoolean("fuzzy", parameter.apply("fuzzy"))).focus(focus)
                .bbox(BoundingBox.parse(parameter.apply("bbox"))).radiusKm(radiusKm)
                .explain(QueryParameters.optionalBoolean("explain", parameter.apply("explain"))).build();
    }

    /**
     * One query object of a batch: the parameters of a URL as members, their values JSON strings, numbers or
     * booleans, bbox also an array of four numbers. A member not among {@code parameters} is refused, not ignored.
     */
    public static PlaceQuery parse(JsonValue element, Set<String> parameters) {
        if (!(element instanceof JsonObject object)) {
            throw new InvalidRequestException("each query must be a JSON object such as {\"q\": \"paris\"}");
        }
        Set<String> unknown = new TreeSet<>(object.keySet());
        unknown.removeAll(parameters);
        if (!unknown.isEmpty()) {
            throw new InvalidRequestException("unknown parameter(s) " + unknown + "; a query takes "
                    + new TreeSet<>(parameters));
        }
        return parse(name -> textOf(name, object.get(name)));
    }

    private static String textOf(String name, JsonValue value) {
        if (value == null || value == JsonValue.NULL) {
            return null;
        }
        if (value instanceof JsonString text) {
            return text.getString();
        }
        if (value instanceof JsonNumber || value == JsonValue.TRUE || value == JsonValue.FALSE) {
            return value.toString();
        }
        if (name.equals("bbox") && value instanceof JsonArray edges
                && edges.stream().allMatch(JsonNumber.class::isInstance)) {
            // Clients generated from the contract send an unset array as an empty one: no box.
            return edges.isEmpty() ? null : edges.stream().map(JsonValue::toString).collect(Collectors.joining(","));
        }
        throw new InvalidRequestException(name + " must be a string, a number or a boolean");
    }

    private static SearchFocus focus(Function<String, String> parameter) {
        String lat = parameter.apply("lat");
        String lng = parameter.apply("lng");
        Double bias = QueryParameters.optionalNumber("bias", parameter.apply("bias"));
        if (lat == null && lng == null) {
            if (bias != null) {
                throw new InvalidRequestException("bias needs lat and lng: the point to prefer results near");
            }
            return null;
        }
        Coordinates point = Coordinates.parse("lat", lat, "lng", lng);
        return new SearchFocus(point, bias == null ? SearchFocus.DEFAULT_BIAS : bias);
    }

    /** The same search in this country's first-level division (a GeoNames admin1 code). */
    public PlaceQuery withAdmin1(String countryCode, String admin1Code) {
        return new PlaceQuery(text, countryCode, featureClass, admin1Code, limit, offset, order, fuzzy, focus, bbox,
                radiusKm, explain);
    }

    /**
     * A first-level division as given, trimmed: a code (GeoNames' or ISO 3166-2's, any case) or a name the gazetteer
     * resolves ("Ontario", "New South Wales"); which one it is, the gazetteer decides.
     */
    private static String admin1(String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        String trimmed = SearchText.bounded("admin1", value).trim();
        if (ADMIN1_CODE.matcher(trimmed.toUpperCase(Locale.ROOT)).matches()) {
            return trimmed;
        }
        if (value.codePoints().noneMatch(Character::isLetter)) {
            throw new InvalidRequestException("admin1 must be a first-level division code such as CA or 08, an ISO "
                    + "3166-2 code such as US-CA, or a division's name");
        }
        return value.trim();
    }

    /**
     * A country as given: an alpha-2 code upper-cased, else the text trimmed, an alpha-3 code or a name the gazetteer
     * resolves ("DEU", "Germany", "UK").
     */
    private static String countryOrName(String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        String trimmed = SearchText.bounded("country", value).trim();
        if (trimmed.length() == 2 && trimmed.chars().allMatch(Character::isLetter)) {
            return CountryCodes.countryFilter(trimmed);
        }
        if (trimmed.codePoints().noneMatch(Character::isLetter)) {
            throw new InvalidRequestException("country must be an ISO 3166-1 alpha-2 or alpha-3 code, or a country's "
                    + "name");
        }
        return trimmed;
    }

    /** A search built by name: what is not set is not given (no filter, no focus) or at its default. */
    public static final class Builder {
        private String text;
        private String countryCode;
        private Character featureClass;
        private String admin1Code;
        private int limit = DEFAULT_LIMIT;
        private int offset;
        private SearchOrder order;
        private boolean fuzzy;
        private SearchFocus focus;
        private BoundingBox bbox;
        private Double radiusKm;
        private boolean explain;

        private Builder() {
        }

        public Builder text(String text) {
            this.text = text;
            return this;
        }

        public Builder country(String countryCode) {
            this.countryCode = countryCode;
            return this;
        }

        public Builder featureClass(Character featureClass) {
            this.featureClass = featureClass;
            return this;
        }

        public Builder admin1(String admin1Code) {
            this.admin1Code = admin1Code;
            return this;
        }

        public Builder limit(int limit) {
            this.limit = limit;
            return this;
        }

        public Builder offset(int offset) {
            this.offset = offset;
            return this;
        }

        public Builder order(SearchOrder order) {
            this.order = order;
            return this;
        }

        public Builder fuzzy(boolean fuzzy) {
            this.fuzzy = fuzzy;
            return this;
        }

        public Builder focus(SearchFocus focus) {
            this.focus = focus;
            return this;
        }

        public Builder bbox(BoundingBox bbox) {
            this.bbox = bbox;
            return this;
        }

        public Builder radiusKm(Double radiusKm) {
            this.radiusKm = radiusKm;
            return this;
        }

        public Builder explain(boolean explain) {
            this.explain = explain;
            return this;
        }

        /** Without an order: by relevance when there is text to match, by population otherwise, as a URL's. */
        public PlaceQuery build() {
            SearchOrder resolved = order != null ? order : SearchOrder.parse(null, text != null && !text.isBlank());
            return new PlaceQuery(text, countryCode, featureClass, admin1Code, limit, offset, resolved, fuzzy, focus,
                    bbox, radiusKm, explain);
        }
    }
}
