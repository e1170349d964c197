package dev.geolookup.web.support;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

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
                run(DIRECTORY, List.of("apt-get", "download", name));
            }
            run(DIRECTORY, List.of("dpkg-deb", "-x", debOf(name).getFileName().toString(), "root"));
        }
        return new DebianPackages(root);
    }

    /** Runs a script with python3, the packages on its path, and gives the last line it printed. */
    public String lastLineOf(String script, String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("python3", script));
        command.addAll(List.of(arguments));
        String output = run(Path.of("."), command, "PYTHONPATH",
                root.resolve("usr/lib/python3/dist-packages").toAbsolutePath().toString());
        return output.lines().reduce((first, last) -> last).orElseThrow();
    }

    private static Path debOf(String name) throws IOException {
        try (Stream<Path> files = Files.list(DIRECTORY)) {
            return files.filter(f -> f.getFileName().toString().startsWith(name + "_")
                    && f.getFileName().toString().endsWith(".deb")).findFirst().orElse(null);
        }
    }

    private static String run(Path directory, List<String> command, String... environment)
            throws IOException, InterruptedException {
        File log = Files.createTempFile("debian-packages", ".log").toFile();
        ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile())
                .redirectErrorStream(true).redirectOutput(log);
        for (int i = 0; i + 1 < environment.length; i += 2) {
            builder.environment().put(environment[i], environment[i + 1]);
        }
        Process process = builder.start();
        boolean finished = process.waitFor(5, TimeUnit.MINUTES);
        String output = Files.readString(log.toPath(), StandardCharsets.UTF_8);
        if (!finished) {
            process.destroyForcibly();
        }
        assertThat(finished && process.exitValue() == 0).as(command + " failed:\n" + output).isTrue();
        return output;
    }
}
