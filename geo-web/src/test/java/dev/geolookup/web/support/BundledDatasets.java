package dev.geolookup.web.support;

import dev.geolookup.search.BundledGazetteer;
import jakarta.json.Json;
import jakarta.json.stream.JsonParser;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Predicate;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * What the bundled files hold, counted from the files themselves by the rule each import follows: the rows of a
 * table file that are neither blank nor comments, the features of a GeoJSON file. A test that expects a table to
 * hold a file's rows asks here instead of writing down a count it once saw.
 */
public final class BundledDatasets {

    private static final Path DATASETS = BundledGazetteer.DATASETS;

    private BundledDatasets() {
    }

    /** The records of the bundled countries file. */
    public static long countries() {
        return CountryOracle.load().size();
    }

    /** The data rows of a gzip or zip table file: lines that are not blank and do not start with '#'. */
    public static long rows(String file) {
        return lines(file, line -> !line.isBlank() && !line.startsWith("#"));
    }

    /** The features of a gzip GeoJSON FeatureCollection. */
    public static long features(String file) {
        try (InputStream in = open(file); JsonParser parser = Json.createParser(in)) {
            long features = 0;
            int depth = 0;
            String key = null;
            while (parser.hasNext()) {
                switch (parser.next()) {
                    case START_OBJECT, START_ARRAY -> depth++;
                    case END_OBJECT, END_ARRAY -> depth--;
                    case KEY_NAME -> key = parser.getString();
                    case VALUE_STRING -> features += depth == 3 && "type".equals(key)
                            && "Feature".equals(parser.getString()) ? 1 : 0;
                    default -> {
                    }
                }
            }
            return features;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static long lines(String file, Predicate<String> counted) {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(open(file), StandardCharsets.UTF_8))) {
            return reader.lines().filter(counted).count();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static InputStream open(String file) throws IOException {
        InputStream raw = Files.newInputStream(DATASETS.resolve(file));
        if (file.endsWith(".gz")) {
            return new GZIPInputStream(raw, 1 << 16);
        }
        ZipInputStream zip = new ZipInputStream(raw);
        for (ZipEntry entry; (entry = zip.getNextEntry()) != null; ) {
            if (!entry.isDirectory() && !entry.getName().toLowerCase().startsWith("readme")) {
                return zip;
            }
        }
        throw new IOException(file + " holds no data file");
    }
}
