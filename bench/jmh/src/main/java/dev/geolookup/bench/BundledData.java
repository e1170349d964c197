package dev.geolookup.bench;

import dev.geolookup.place.FeatureRow;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/** Reads the datasets the service bundles, straight from the checkout, for benchmarks that need real data. */
final class BundledData {

    static final Path ROOT = Path.of(System.getProperty("geo.root", "../.."));
    static final Path DATASETS = ROOT.resolve("geo-batch/src/main/resources/datasets");

    private BundledData() {
    }

    /** Every line of a .gz, .zip (every entry) or plain file. */
    static void lines(Path file, Consumer<String> consumer) {
        try (InputStream raw = Files.newInputStream(file)) {
            if (file.toString().endsWith(".zip")) {
                ZipInputStream zip = new ZipInputStream(raw);
                for (ZipEntry entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
                    if (!entry.getName().startsWith("readme")) {
                        read(zip, consumer);
                    }
                }
            } else {
                read(file.toString().endsWith(".gz") ? new GZIPInputStream(raw) : raw, consumer);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void read(InputStream in, Consumer<String> consumer) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            consumer.accept(line);
        }
    }

    /** The bundled places as gazetteer rows. */
    static List<FeatureRow> places() {
        return placeFields().values().stream().map(BundledData::featureRow).toList();
    }

    /** The 19 columns of each bundled place (cities500, NL, AU), by geonameId: the later file wins. */
    static Map<Long, String[]> placeFields() {
        Map<Long, String[]> rows = new LinkedHashMap<>();
        for (String file : List.of("geonames/cities500.zip", "geonames/NL.zip", "geonames/AU.zip")) {
            lines(DATASETS.resolve(file), line -> {
                String[] f = line.split("\t", -1);
                if (f.length == 19) {
                    rows.put(Long.parseLong(f[0]), f);
                }
            });
        }
        return rows;
    }

    static FeatureRow featureRow(String[] f) {
        return new FeatureRow(Long.parseLong(f[0]), f[1], f[2], f[6], f[7], f[8], f[10], f[11],
                Double.parseDouble(f[4]), Double.parseDouble(f[5]), f[14].isEmpty() ? 0 : Long.parseLong(f[14]), f[17],
                f[3].isEmpty() ? null : f[3]);
    }
}
