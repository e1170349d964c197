package dev.geolookup.web.docs;

import dev.geolookup.web.support.DeployedService;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every curl example of README.md, docs/API.md and docs/OPERATIONS.md run against the service on the bundled data,
 * as a reader would paste it with the address changed: a GET or a POST of the JSON the example gives must be
 * answered below 400. Those that cannot run here are named with the reason ({@link #notRunnable}): they post a file
 * of the reader's own (--data-binary @file), need the admin's credentials (-u), which the admin tests exercise, or
 * locate the caller's own address.
 */
class DocsExamplesIT extends DeployedService {

    private static final List<Path> DOCS = List.of(Path.of("../README.md"), Path.of("../docs/API.md"),
            Path.of("../docs/OPERATIONS.md"));
    private static final Pattern CURL = Pattern.compile("curl [^`\\n]*?http://localhost:8080/[^\\s`'\"|]*['\"]?");
    private static final Pattern HEADER = Pattern.compile("-H '([^:']+): ([^']*)'");
    private static final Pattern BODY = Pattern.compile("-d '([^']*)'");
    private static final Pattern ADDRESS = Pattern.compile("'?http://localhost:8080/([^\\s'\"]*)'?");

    @Test
    void everyExampleRunsOrSaysWhyNot() throws IOException {
        Set<String> examples = new LinkedHashSet<>();
        for (Path doc : DOCS) {
            Matcher curl = CURL.matcher(Files.readString(doc));
            while (curl.find()) {
                examples.add(curl.group());
            }
        }
        assertThat(examples).hasSizeGreaterThan(40);
        List<String> failed = new ArrayList<>();
        int run = 0;
        for (String example : examples) {
            if (notRunnable(example) != null) {
                continue;
            }
            Matcher address = ADDRESS.matcher(example);
            assertThat(address.find()).as(example).isTrue();
            List<String> headers = new ArrayList<>();
            Matcher header = HEADER.matcher(example);
            while (header.find()) {
                headers.add(header.group(1));
                headers.add(header.group(2));
            }
            Matcher body = BODY.matcher(example);
            String path = address.group(1);
            // The probes are where the server serves MicroProfile Health: WildFly's management port, say.
            HttpResponse<String> answer = path.startsWith("health/") ? service.health(path.substring(7))
                    : body.find() ? service.send("POST", path, body.group(1), headers.toArray(String[]::new))
                    : service.get(path, headers.toArray(String[]::new));
            run++;
            if (answer.statusCode() >= 400) {
                failed.add(example + " -> " + answer.statusCode() + ": " + answer.body());
            }
        }
        assertThat(failed).as("examples of the docs that fail").isEmpty();
        assertThat(run).as("examples run").isGreaterThan(40);
    }

    /** Why an example cannot run here, or null where it can. */
    private static String notRunnable(String example) {
        if (example.contains("--data-binary @")) {
            return "posts a file of the reader's own";
        }
        if (example.contains("-u ")) {
            return "needs the admin's credentials";
        }
        if (example.endsWith("localhost:8080/ip")) {
            return "locates the caller's own public address; a test calls from the loopback, which has none";
        }
        return null;
    }
}
