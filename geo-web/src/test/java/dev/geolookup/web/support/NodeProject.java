package dev.geolookup.web.support;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/** A Node.js project under src/test/node, copied into target/ and installed there by npm, for a test to run. */
public final class NodeProject {

    private final Path directory;

    private NodeProject(Path directory) {
        this.directory = directory;
    }

    /** Copies src/test/node/{name} to target/{name} and runs npm install in the copy. */
    public static NodeProject installed(String name) throws IOException, InterruptedException {
        Path source = Path.of("src", "test", "node", name);
        Path directory = Path.of("target", name);
        Files.createDirectories(directory);
        try (Stream<Path> files = Files.list(source)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Files.copy(file, directory.resolve(file.getFileName()), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        NodeProject project = new NodeProject(directory);
        project.run(List.of("npm", "install", "--no-audit", "--no-fund", "--loglevel=error"));
        return project;
    }

    /** Runs a script of the project with node and gives the last line it printed. */
    public String lastLineOf(String script, String... arguments) throws IOException, InterruptedException {
        List<String> command = Stream.concat(Stream.of("node", script), Stream.of(arguments)).toList();
        return ExternalCommand.lastLine(run(command));
    }

    private String run(List<String> command) throws IOException, InterruptedException {
        return ExternalCommand.run(directory, command, Map.of());
    }
}
