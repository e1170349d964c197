package dev.geolookup.api.country;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.request.QueryParameters;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;

/**
 * Which fields of a country record to serve: the lean default, the full record, or the caller's own list. A named list wins over {@code full=true} because it is the more specific request.
 */
public record FieldSelection(Kind kind, Set<CountryField> fields) {

    public enum Kind { LEAN, FULL, CUSTOM }

    public static final FieldSelection LEAN = new FieldSelection(Kind.LEAN, leanFields());
    public static final FieldSelection FULL = new FieldSelection(Kind.FULL, EnumSet.allOf(CountryField.class));

    public FieldSelection {
        fields = Set.copyOf(fields);
    }

    /** Reads the {@code fields} and {@code full} query parameters; either may be null. */
    public static FieldSelection parse(String fields, String full) {
        boolean fullRecord = QueryParameters.optionalBoolean("full", full);
        if (fields == null) {
            return fullRecord ? FULL : LEAN;
        }
        String trimmed = fields.trim();
        if (trimmed.equalsIgnoreCase("full")) {
            return FULL;
        }
        if (trimmed.isEmpty()) {
            throw new InvalidRequestException("fields must name at least one field; valid fields: "
                    + CountryField.jsonNames(false));
        }
        EnumSet<CountryField> chosen = EnumSet.noneOf(CountryField.class);
        for (String name : trimmed.split(",")) {
            String fieldName = name.trim();
            if (fieldName.isEmpty()) {
                continue;
            }
            chosen.add(CountryField.byJsonName(fieldName).orElseThrow(() -> new InvalidRequestException(
                    "unknown field '" + abbreviate(fieldName) + "'; valid fields: " + CountryField.jsonNames(false))));
        }
        if (chosen.isEmpty()) {
            throw new InvalidRequestException("fields must name at least one field; valid fields: "
                    + CountryField.jsonNames(false));
        }
        return new FieldSelection(Kind.CUSTOM, chosen);
    }

    private static Set<CountryField> leanFields() {
        EnumSet<CountryField> lean = EnumSet.noneOf(CountryField.class);
        Arrays.stream(CountryField.values()).filter(CountryField::inLeanRecord).forEach(lean::add);
        return lean;
    }

    static String abbreviate(String text) {
        return text.length() <= 40 ? text : text.substring(0, 40) + "…";
    }

    public boolean includes(CountryField field) {
        return fields.contains(field);
    }
}
