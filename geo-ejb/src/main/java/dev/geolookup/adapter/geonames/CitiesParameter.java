package dev.geolookup.adapter.geonames;

import java.util.Locale;
import java.util.Map;

/** GeoNames' cities parameter (cities1000): populated places of at least that many people. */
final class CitiesParameter {

    private static final Map<String, Long> POPULATION = Map.of("cities500", 500L, "cities1000", 1000L,
            "cities5000", 5000L, "cities15000", 15000L);

    private CitiesParameter() {
    }

    /** The least population the value asks for; null for none or a value GeoNames does not know. */
    static Long population(String cities) {
        return cities == null ? null : POPULATION.get(cities.toLowerCase(Locale.ROOT));
    }
}
