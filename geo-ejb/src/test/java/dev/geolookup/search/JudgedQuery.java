package dev.geolookup.search;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A query with the answer a person means, one line of a judged set (src/test/resources/judged-queries): the group it
 * is reported in, the endpoint ("cities" or "places"), the text typed, the reader's language and focus (empty for
 * none), the geonameId expected first, and why.
 */
record JudgedQuery(String group, String endpoint, String text, String lang, Double lat, Double lng,
                   long expectedId, String reason) {

    static final Path DIRECTORY = Path.of("src/test/resources/judged-queries");

    static List<JudgedQuery> read(String file) {
        List<JudgedQuery> queries = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(DIRECTORY.resolve(file), StandardCharsets.UTF_8)) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t", -1);
                queries.add(new JudgedQuery(f[0], f[1], f[2], f[3].isEmpty() ? null : f[3],
                        f[4].isEmpty() ? null : Double.valueOf(f[4]), f[5].isEmpty() ? null : Double.valueOf(f[5]),
                        Long.parseLong(f[6]), f.length > 7 ? f[7] : ""));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return queries;
    }

    String line() {
        return String.join("\t", group, endpoint, text, lang == null ? "" : lang, lat == null ? "" : lat.toString(),
                lng == null ? "" : lng.toString(), Long.toString(expectedId), reason);
    }
}
