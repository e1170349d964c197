package dev.geolookup.search;

/**
 * How many cases a property test tries: all of them in `mvn verify`, a fifth in `mvn test`, the contributors' fast
 * loop, where the build sets geo.test.quick (the root pom). The seeds stay, so a quick run tries the first cases of
 * the full one.
 */
public final class PropertyTries {

    private static final boolean QUICK = Boolean.getBoolean("geo.test.quick");

    private PropertyTries() {
    }

    /** The cases to try of a test that tries {@code full} in the full run; at least 10. */
    public static int of(int full) {
        return QUICK ? Math.max(10, full / 5) : full;
    }
}
