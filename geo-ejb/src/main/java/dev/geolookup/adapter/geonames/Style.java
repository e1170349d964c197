package dev.geolookup.adapter.geonames;

import java.util.Locale;

/** GeoNames' verbosity of a toponym row: which members it carries (ToponymRowWriter). */
enum Style {
    SHORT, MEDIUM, LONG, FULL;

    /** GeoNames' style parameter, any case; an unknown one is GeoNames' default for the service. */
    static Style parse(String value, Style byDefault) {
        if (value == null) {
            return byDefault;
        }
        try {
            return valueOf(value.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return byDefault;
        }
    }
}
