package dev.geolookup.api.adapter.geonames;

import java.util.Locale;

/** GeoNames' verbosity of a toponym row: which members it carries. */
public enum Style {
    SHORT, MEDIUM, LONG, FULL;

    /** GeoNames' style parameter, any case; null for an unknown one, which asks for the service's default. */
    static Style parse(String value) {
        try {
            return valueOf(value.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
