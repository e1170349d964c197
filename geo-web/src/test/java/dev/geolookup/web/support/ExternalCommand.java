package dev.geolookup.web.support;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** A program a test runs outside the JVM (npm, apt-get, python3), failing the test with its output if it fails. */
final class ExternalCommand {

    private static final long MINUTES_ALLOWED = 5;

    private ExternalCommand() {
    }

    /** Runs the command in the directory, with the variables added to the environment; gives what it printed. */
    static String run(Path directory, List<String> command, Map<String, String> environment)
            throws IOException, InterruptedException {
        File log = Files.createTempFile("external-command", ".log").toFile();
        ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile())
                .redirectErrorStream(true).redirectOutput(log);
        builder.environment().putAll(environment);
        Process process = builder.start();
        boolean finished = process.waitFor(MINUTES_ALLOWED, TimeUnit.MINUTES);
        String output = Files.readString(log.toPath(), StandardCharsets.UTF_8);
        if (!finished) {
            process.destroyForcibly();
        }
        assertThat(finished && process.exitValue() == 0).as(command + " failed:\n" + output).isTrue();
        return output;
    }

    /** The last line a command printed. */
    static String lastLine(String output) {
        return output.lines().reduce((first, last) -> last).orElseThrow();
    }
}
