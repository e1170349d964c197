package dev.geolookup.imports;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;

/**
 * The sources a reader reads one after the other: the comma-separated locations an import was given, or, for
 * "bundled" (and no source at all), the bundled copies its job names.
 */
public final class SourceLocations {

    /** One source: a path or URL, or the name of a bundled copy. */
    public record Location(String location, boolean bundled) {

        public DatasetSource open() throws IOException {
            return bundled ? DatasetSource.open(DatasetSource.BUNDLED, location) : DatasetSource.open(location, null);
        }

        /** The same source as a reader's "source" and "bundledResources" properties name it. */
        public String source() {
            return bundled ? DatasetSource.BUNDLED : location;
        }

        public String bundledResources() {
            return bundled ? location : null;
        }
    }

    private final Deque<Location> pending = new ArrayDeque<>();

    public SourceLocations(String source, String bundledResources) {
        boolean bundled = source == null || source.isBlank() || source.trim().equals(DatasetSource.BUNDLED);
        Arrays.stream((bundled ? bundledResources : source).split(",")).map(String::trim)
                .filter(location -> !location.isEmpty())
                .forEach(location -> pending.add(new Location(location, bundled)));
    }

    /** The next source, or null when every one was taken. */
    public Location next() {
        return pending.poll();
    }
}
