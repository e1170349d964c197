package dev.geolookup.web.support;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Python packages from Debian (no Python package index is reachable here): downloaded by apt-get download into
 * target/debian-packages and unpacked there by dpkg-deb, not installed; Python finds them on PYTHONPATH.
 */
public final class DebianPackages {

    private static final Path DIRECTORY = Path.of("target", "debian-packages");

    private final Path root;

    private DebianPackages(Path root) {
        this.root = root;
    }

    /** Downloads and unpacks the packages (again only when a package's file is missing). */
    public static DebianPackages installed(String... packages) throws IOException, InterruptedException {
        Files.createDirectories(DIRECTORY);
        Path root = DIRECTORY.resolve("root");
        for (String name : packages) {
            if (debOf(name) == null) {
                ExternalCommand.run(DIRECTORY, List.of("apt-get", "download", name), Map.of());
            }
            ExternalCommand.run(DIRECTORY, List.of("dpkg-deb", "-x", debOf(name).getFileName().toString(), "root"),
                    Map.of());
        }
        return new DebianPackages(root);
    }

    /** Runs a script with python3, the packages on its path, and gives the last line it printed. */
    public String lastLineOf(String script, String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("python3", script));
        command.addAll(List.of(arguments));
        return ExternalCommand.lastLine(ExternalCommand.run(Path.of("."), command, Map.of("PYTHONPATH",
                root.resolve("usr/lib/python3/dist-packages").toAbsolutePath().toString())));
    }

    private static Path debOf(String name) throws IOException {
        try (Stream<Path> files = Files.list(DIRECTORY)) {
            return files.filter(f -> f.getFileName().toString().startsWith(name + "_")
                    && f.getFileName().toString().endsWith(".deb")).findFirst().orElse(null);
        }
    }
}
