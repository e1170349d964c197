package dev.geolookup.web.docs;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * docs/OPERATIONS.md's configuration table against META-INF/microprofile-config.properties: every key the file sets,
 * or names commented out as an optional setting, has a row (a row may name a family, `geo.import.<dataset>.source`),
 * and where the file sets a value the row's default gives it. The next key added without its row fails here.
 */
class ConfigurationTableTest {

    private static final Path PROPERTIES = Path.of("src/main/resources/META-INF/microprofile-config.properties");
    private static final Path OPERATIONS = Path.of("../docs/OPERATIONS.md");
    /** A key set, or one named commented out: "# geo.import.allowed-sources=". */
    private static final Pattern KEY = Pattern.compile("^(#\\s*)?([a-z][a-z0-9-]*(\\.[A-Za-z0-9-]+)+)=(.*)$");
    private static final Pattern DOCUMENTED_KEY = Pattern.compile("`([a-z][a-z0-9.<>-]*(\\.[A-Za-z0-9<>-]+)+)`");

    private record Row(List<Pattern> keys, String defaultValue) {
    }

    @Test
    void everyKeyOfTheConfigurationFileHasARowWithItsDefault() throws IOException {
        List<Row> rows = table();
        assertThat(rows).hasSizeGreaterThan(20);
        Map<String, String> keys = keys();
        assertThat(keys).containsKeys("geo.readmodel.poll-seconds", "geo.import.allowed-sources");
        keys.forEach((key, value) -> {
            Row row = rows.stream().filter(candidate -> candidate.keys().stream()
                    .anyMatch(pattern -> pattern.matcher(key).matches())).findFirst().orElse(null);
            assertThat(row).as("a row of docs/OPERATIONS.md's configuration table for %s", key).isNotNull();
            if (value != null && !row.defaultValue().contains("see below")) {
                assertThat(row.defaultValue()).as("the default of %s", key).contains(value);
            }
        });
    }

    /** The keys the file sets (with their values) or names commented out (null). */
    private static Map<String, String> keys() throws IOException {
        Map<String, String> keys = new LinkedHashMap<>();
        for (String line : Files.readAllLines(PROPERTIES)) {
            Matcher key = KEY.matcher(line.trim());
            if (key.matches()) {
                boolean commented = key.group(1) != null;
                String value = key.group(4).trim();
                keys.put(key.group(2), commented || value.isEmpty() ? null : value);
            }
        }
        return keys;
    }

    /** The rows of the table under "## Configuration": the keys of the first cell, a placeholder matching a name. */
    private static List<Row> table() throws IOException {
        String text = Files.readString(OPERATIONS);
        int start = text.indexOf("## Configuration");
        String section = text.substring(start, text.indexOf("\n## ", start + 1));
        List<Row> rows = new ArrayList<>();
        for (String line : section.lines().toList()) {
            String[] cells = line.split("\\|");
            if (!line.startsWith("| `") || cells.length < 3) {
                continue;
            }
            List<Pattern> keys = new ArrayList<>();
            Matcher documented = DOCUMENTED_KEY.matcher(cells[1]);
            while (documented.find()) {
                keys.add(Pattern.compile(Pattern.quote(documented.group(1)).replaceAll("<[a-z]+>",
                        "\\\\E.+\\\\Q")));
            }
            rows.add(new Row(keys, cells[2]));
        }
        return rows;
    }
}
