package dev.geolookup.adapter.geonames;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.geo.BoundingBox;
import dev.geolookup.api.adapter.geonames.GeoNamesService;
import dev.geolookup.api.text.Language;
import dev.geolookup.api.text.SearchText;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * A request's parameters read as GeoNames reads them: by name, repeated ones combined, a malformed value its
 * status 14. Only the parameters the service declares may be read: the declaration is what OpenAPI documents.
 */
final class GeoNamesParameters {

    /** Values of one repeated parameter kept at most: more cannot narrow a search further. */
    private static final int MAX_VALUES = 50;

    private final GeoNamesService service;
    private final Function<String, List<String>> values;

    GeoNamesParameters(GeoNamesService service, Function<String, List<String>> values) {
        this.service = service;
        this.values = values;
    }

    GeoNamesService service() {
        return service;
    }

    /** The first value, trimmed; null when absent or blank. Longer than a search text: status 14. */
    String text(String name) {
        List<String> given = all(name);
        String value = given.isEmpty() ? null : given.get(0).trim();
        if (SearchText.tooLong(value)) {
            throw GeoNamesError.invalid(SearchText.tooLongReason(name));
        }
        return value == null || value.isEmpty() ? null : value;
    }

    /** Every non-blank value, also comma-free as given; repeated parameters combine. */
    List<String> texts(String name) {
        List<String> kept = new ArrayList<>();
        for (String value : all(name)) {
            if (kept.size() == MAX_VALUES) {
                throw GeoNamesError.invalid("at most " + MAX_VALUES + " values of " + name);
            }
            String trimmed = value.trim();
            if (!trimmed.isEmpty()) {
                kept.add(trimmed);
            }
        }
        return kept;
    }

    /** Upper-cased codes, each of the given pattern, else status 14 naming the parameter. */
    List<String> codes(String name, String pattern) {
        List<String> codes = new ArrayList<>();
        for (String value : texts(name)) {
            String code = value.toUpperCase(Locale.ROOT);
            if (!code.matches(pattern)) {
                throw GeoNamesError.invalid("invalid " + name + ": " + clipped(value));
            }
            codes.add(code);
        }
        return codes;
    }

    int integer(String name, int byDefault, int min, int max) {
        String value = text(name);
        if (value == null) {
            return byDefault;
        }
        try {
            return Math.max(min, Math.min(max, Integer.parseInt(value)));
        } catch (NumberFormatException e) {
            throw GeoNamesError.invalid("error parsing parameter " + name + ": " + clipped(value));
        }
    }

    /** A finite number; null when absent. */
    Double number(String name) {
        String value = text(name);
        if (value == null) {
            return null;
        }
        try {
            double number = Double.parseDouble(value);
            if (!Double.isFinite(number)) {
                throw new NumberFormatException();
            }
            return number;
        } catch (NumberFormatException e) {
            throw GeoNamesError.invalid("error parsing parameter " + name + ": " + clipped(value));
        }
    }

    /** GeoNames' booleans: true and false, any case; anything else is the default. */
    boolean flag(String name, boolean byDefault) {
        String value = text(name);
        return value == null ? byDefault : value.equalsIgnoreCase("true") || (!value.equalsIgnoreCase("false")
                && byDefault);
    }

    /** east, west, north and south together, GeoNames' bounding box; null when any is missing. */
    BoundingBox box() {
        Double west = number("west");
        Double south = number("south");
        Double east = number("east");
        Double north = number("north");
        if (west == null || south == null || east == null || north == null) {
            return null;
        }
        try {
            return new BoundingBox(west, south, east, north);
        } catch (InvalidRequestException e) {
            throw GeoNamesError.invalid("invalid bounding box: " + e.getMessage());
        }
    }

    /** lat and lng, both required and on the globe: GeoNames' "missing lat/lng" and "invalid lat/lng". */
    double[] point() {
        Double lat = number("lat");
        Double lng = number("lng");
        if (lat == null || lng == null) {
            throw GeoNamesError.invalid("missing lat/lng");
        }
        if (lat < -90 || lat > 90 || lng < -180 || lng > 180) {
            throw new GeoNamesError(12, "invalid lat/lng");
        }
        return new double[] {lat, lng};
    }

    /** A GeoNames id, required: status 14 when absent or not a positive number. */
    int geonameId() {
        String value = text("geonameId");
        if (value == null) {
            throw GeoNamesError.invalid("missing geonameId");
        }
        try {
            int id = Integer.parseInt(value);
            if (id <= 0) {
                throw new NumberFormatException();
            }
            return id;
        } catch (NumberFormatException e) {
            throw GeoNamesError.invalid("error parsing parameter geonameId: " + clipped(value));
        }
    }

    Style style(Style byDefault) {
        return Style.parse(text("style"), byDefault);
    }

    /**
     * The language names are asked in; GeoNames' pseudo-languages (local, abbr), unknown tags and services without
     * lang: none.
     */
    Language language() {
        String value = service.parameters().contains("lang") ? text("lang") : null;
        if (value == null) {
            return Language.NONE;
        }
        try {
            return Language.parse(value);
        } catch (InvalidRequestException e) {
            return Language.NONE;
        }
    }

    private List<String> all(String name) {
        if (!service.parameters().contains(name)) {
            throw new IllegalStateException(service + " does not declare the parameter " + name);
        }
        List<String> given = values.apply(name);
        return given == null ? List.of() : given;
    }

    private static String clipped(String value) {
        return value.length() > 40 ? value.substring(0, 40) + "..." : value;
    }
}
