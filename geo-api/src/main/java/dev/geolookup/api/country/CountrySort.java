package dev.geolookup.api.country;

import dev.geolookup.api.InvalidRequestException;

import java.util.Locale;

/** The order of GET /countries: a scalar field and a direction. Without a field, the source order. */
public record CountrySort(CountryField field, boolean descending) {

    public static final CountrySort SOURCE_ORDER = new CountrySort(null, false);

    public static CountrySort parse(String sort, String order) {
        boolean descending = parseDescending(order);
        if (sort == null) {
            return new CountrySort(null, descending);
        }
        CountryField field = CountryField.byJsonName(sort.trim())
                .filter(CountryField::sortable)
                .orElseThrow(() -> new InvalidRequestException("cannot sort by '" + FieldSelection.abbreviate(sort)
                        + "'; sortable fields: " + CountryField.jsonNames(true)));
        return new CountrySort(field, descending);
    }

    private static boolean parseDescending(String order) {
        if (order == null) {
            return false;
        }
        return switch (order.trim().toLowerCase(Locale.ROOT)) {
            case "asc" -> false;
            case "desc" -> true;
            default -> throw new InvalidRequestException("order must be asc or desc");
        };
    }
}
