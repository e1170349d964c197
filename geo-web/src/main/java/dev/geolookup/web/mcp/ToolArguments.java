package dev.geolookup.web.mcp;

import dev.geolookup.api.text.Language;
import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.country.FieldSelection;
import dev.geolookup.api.request.QueryParameters;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * The arguments of one tool call, read as the text a REST caller would have sent, so that every tool goes through
 * the same parsing and validation as its endpoint.
 */
final class ToolArguments {

    /** Shown of a country argument no country has, so that a long one cannot make a long answer. */
    private static final int COUNTRY_ECHOED = 60;

    private final Map<String, Object> values;
    /** The alpha-2 code of a country a person named, by code or by name; empty for none. */
    private final Function<String, Optional<String>> countryNamed;
    /** The names a tool asked for, so that a test can hold each tool's input schema to what it reads. */
    private final Set<String> asked = new HashSet<>();
    /** The page of the list the call asks for, once read. */
    private Window window;

    ToolArguments(Map<String, Object> values) {
        this(values, text -> Optional.empty());
    }

    ToolArguments(Map<String, Object> values, Function<String, Optional<String>> countryNamed) {
        this.values = values == null ? Map.of() : values;
        this.countryNamed = countryNamed;
    }

    /** The names of the arguments the call gave. */
    Set<String> given() {
        return values.keySet();
    }

    Set<String> asked() {
        return Set.copyOf(asked);
    }

    private Object value(String name) {
        asked.add(name);
        return values.get(name);
    }

    /** Refuses arguments the tool does not take: an agent's typo should not be silently ignored. */
    ToolArguments allowOnly(Set<String> names) {
        Set<String> unknown = new TreeSet<>(values.keySet());
        unknown.removeAll(names);
        if (!unknown.isEmpty()) {
            throw new InvalidRequestException("unknown argument(s) " + unknown + "; this tool takes "
                    + new TreeSet<>(names));
        }
        return this;
    }

    boolean has(String name) {
        return value(name) != null;
    }

    /** The argument as request text; numbers without a fraction are written as integers. Null when absent. */
    String text(String name) {
        Object value = value(name);
        if (value == null) {
            return null;
        }
        if (value instanceof String text) {
            return text;
        }
        if (value instanceof Number number) {
            BigDecimal decimal = new BigDecimal(number.toString());
            return decimal.stripTrailingZeros().scale() <= 0 ? decimal.toBigInteger().toString() : number.toString();
        }
        if (value instanceof Boolean) {
            return value.toString();
        }
        throw new InvalidRequestException(name + " must be a single value, not " + describe(value));
    }

    /**
     * A country argument as its ISO 3166-1 alpha-2 code, given as that code, or as an agent writes it: an alpha-3
     * code or the country's name in any language of the countries dataset. Null when absent.
     */
    String countryCode(String name) {
        String given = text(name);
        if (given == null || given.trim().matches("[A-Za-z]{2}")) {
            return given;
        }
        return countryNamed.apply(given).orElseThrow(() -> new InvalidRequestException(name + ": no country has "
                + "the code or name '" + (given.length() > COUNTRY_ECHOED ? given.substring(0, COUNTRY_ECHOED)
                + "..." : given) + "'; give an ISO 3166-1 alpha-2 code such as DE, or find one with "
                + "search_countries"));
    }

    String requiredText(String name) {
        String text = text(name);
        if (text == null) {
            throw new InvalidRequestException(name + " is required");
        }
        return text;
    }

    /** The arguments inside an object argument, as a tool's own; absent gives null. */
    ToolArguments object(String name) {
        Object value = value(name);
        if (value == null) {
            return null;
        }
        if (!(value instanceof Map<?, ?> members) || !members.keySet().stream().allMatch(String.class::isInstance)) {
            throw new InvalidRequestException(name + " must be an object");
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> named = (Map<String, Object>) members;
        return new ToolArguments(named, countryNamed);
    }

    /** An array of numbers as request text, comma-separated; a string is taken as that text already. */
    String numbersJoined(String name) {
        Object value = value(name);
        if (!(value instanceof List<?> list)) {
            return text(name);
        }
        List<String> numbers = new ArrayList<>(list.size());
        for (Object element : list) {
            if (!(element instanceof Number)) {
                throw new InvalidRequestException("every element of " + name + " must be a number");
            }
            numbers.add(element.toString());
        }
        return String.join(",", numbers);
    }

    /** A list of strings; absent gives null. */
    List<String> strings(String name) {
        Object value = value(name);
        if (value == null) {
            return null;
        }
        if (!(value instanceof List<?> list)) {
            throw new InvalidRequestException(name + " must be an array of strings");
        }
        List<String> strings = new ArrayList<>(list.size());
        for (Object element : list) {
            if (!(element instanceof String text)) {
                throw new InvalidRequestException("every element of " + name + " must be a string");
            }
            strings.add(text);
        }
        return strings;
    }

    /** The page of the list the call asks for, read by the tool's paging before the tool answers. */
    void useWindow(Window read) {
        window = read;
    }

    /** The page of the list the call asks for; null for a tool that answers one record or a whole list. */
    Window window() {
        return window;
    }

    /** The language of the lang argument; none when it is absent. */
    Language language() {
        return Language.parse(text("lang"));
    }

    /** The country fields of the fields (array or comma-separated text) and full arguments. */
    FieldSelection fieldSelection() {
        Object fields = value("fields");
        String fieldsText = fields instanceof List<?> ? String.join(",", strings("fields")) : text("fields");
        return FieldSelection.parse(fieldsText, text("full"));
    }

    private static String describe(Object value) {
        return value instanceof List ? "an array" : value instanceof Map ? "an object" : value.getClass().getSimpleName();
    }
}
