package dev.geolookup.imports;

import dev.geolookup.api.InvalidRequestException;
import org.eclipse.microprofile.config.ConfigProvider;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Where an admin may tell an import to read from: the bundled copies, files under the configured directories, and
 * URLs under the configured prefixes ({@value #ALLOWED_SOURCES}, comma-separated; a URL prefix starts with http://
 * or https://, anything else is a directory; a URL is compared, without its user information, with each prefix as
 * written, so a prefix ends at a "/" or a ":" after the host). Unset, they are the data directory and the upstream download
 * addresses of the datasets. A download's redirects are held to the same prefixes. The sources an operator
 * configures for a dataset ({@code geo.import.<dataset>.source}) are the operator's own and need no allowance.
 */
public final class SourcePolicy {

    public static final String ALLOWED_SOURCES = "geo.import.allowed-sources";
    /** The addresses the datasets' upstream files are downloaded from. */
    static final List<String> UPSTREAM = List.of("https://download.geonames.org/export/",
            "https://download.db-ip.com/free/");

    private final List<Path> directories;
    private final List<String> urlPrefixes;

    SourcePolicy(List<String> allowed) {
        List<Path> paths = new ArrayList<>();
        List<String> prefixes = new ArrayList<>();
        for (String entry : allowed) {
            String trimmed = entry.trim();
            if (trimmed.isEmpty()) {
                continue;
            }
            if (isUrl(trimmed)) {
                prefixes.add(trimmed);
            } else {
                paths.add(real(Path.of(trimmed)));
            }
        }
        this.directories = List.copyOf(paths);
        this.urlPrefixes = List.copyOf(prefixes);
    }

    /** The policy as configured, or by default the data directory and the upstream addresses. */
    public static SourcePolicy configured() {
        Optional<String> setting = ConfigProvider.getConfig().getOptionalValue(ALLOWED_SOURCES, String.class);
        if (setting.isPresent()) {
            return new SourcePolicy(Arrays.asList(setting.get().split(",")));
        }
        List<String> defaults = new ArrayList<>(UPSTREAM);
        DatasetSource.dataDirectory().ifPresent(directory -> defaults.add(directory.toString()));
        return new SourcePolicy(defaults);
    }

    /** Refuses, naming the rule, every location of a comma-separated source that this policy does not allow. */
    public void check(String source) {
        for (String location : source.split(",")) {
            String trimmed = location.trim();
            if (!trimmed.isEmpty() && !trimmed.equals(DatasetSource.BUNDLED) && !allows(trimmed)) {
                throw new InvalidRequestException("source " + redacted(trimmed) + " is not allowed: an import reads "
                        + "the bundled data, files under " + directories + " or URLs starting with " + urlPrefixes
                        + " (" + ALLOWED_SOURCES + ")");
            }
        }
    }

    /** Whether one location, a path, a file: URI or an http(s) URL, is allowed. */
    public boolean allows(String location) {
        try {
            if (isUrl(location)) {
                String url = canonical(URI.create(location));
                return urlPrefixes.stream().anyMatch(url::startsWith);
            }
            Path path = real(location.regionMatches(true, 0, "file:", 0, 5)
                    ? Path.of(URI.create(location)) : Path.of(location));
            return directories.stream().anyMatch(path::startsWith);
        } catch (IllegalArgumentException | FileSystemNotFoundException e) {
            return false;
        }
    }

    /** A source as it may be logged and recorded: no user or password of a URL, no query (it may hold a key). */
    public static String redacted(String source) {
        if (source == null) {
            return null;
        }
        StringBuilder redacted = new StringBuilder();
        for (String location : source.split(",", -1)) {
            if (!redacted.isEmpty()) {
                redacted.append(',');
            }
            redacted.append(redactedLocation(location));
        }
        return redacted.toString();
    }

    private static String redactedLocation(String location) {
        String trimmed = location.trim();
        if (!isUrl(trimmed)) {
            return location;
        }
        try {
            URI uri = URI.create(trimmed);
            String shown = uri.getScheme() + "://" + (uri.getRawUserInfo() != null ? "***@" : "")
                    + (uri.getHost() == null ? "" : uri.getHost()) + (uri.getPort() >= 0 ? ":" + uri.getPort() : "")
                    + (uri.getRawPath() == null ? "" : uri.getRawPath());
            return uri.getRawQuery() != null ? shown + "?***" : shown;
        } catch (IllegalArgumentException unreadable) {
            return "(an unreadable URL)";
        }
    }

    private static boolean isUrl(String location) {
        String lower = location.toLowerCase(Locale.ROOT);
        return lower.startsWith("http://") || lower.startsWith("https://");
    }

    /** scheme://host[:port]/path without user information, scheme and host in lower case, dot segments resolved. */
    private static String canonical(URI uri) {
        URI normal = uri.normalize();
        if (normal.getHost() == null) {
            throw new IllegalArgumentException("no host");
        }
        return normal.getScheme().toLowerCase(Locale.ROOT) + "://" + normal.getHost().toLowerCase(Locale.ROOT)
                + (normal.getPort() >= 0 ? ":" + normal.getPort() : "")
                + (normal.getRawPath() == null || normal.getRawPath().isEmpty() ? "/" : normal.getRawPath());
    }

    /** The path with its links followed where it exists, so that a link cannot lead out of an allowed directory. */
    private static Path real(Path path) {
        Path absolute = path.toAbsolutePath().normalize();
        try {
            return Files.exists(absolute) ? absolute.toRealPath() : absolute;
        } catch (IOException unreadable) {
            return absolute;
        }
    }
}
