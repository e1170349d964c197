package dev.geolookup.web.support;

import java.util.function.Supplier;

/**
 * A test class's oracles of both feature tables, each read at its first use and kept for that class only
 * (GazetteerOracle.readOnce): a class must not see another class's imports.
 */
public final class FeatureOracles {

    private final Supplier<GazetteerOracle> places = GazetteerOracle.readOnce("place");
    private final Supplier<GazetteerOracle> cities = GazetteerOracle.readOnce("city");

    /** The place table's features. */
    public GazetteerOracle places() {
        return places.get();
    }

    /** The city table's features. */
    public GazetteerOracle cities() {
        return cities.get();
    }
}
