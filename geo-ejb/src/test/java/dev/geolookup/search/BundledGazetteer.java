package dev.geolookup.search;

import dev.geolookup.place.FeatureRow;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.place.GazetteerViewBuilder;
import dev.geolookup.place.LocalNameRow;
import dev.geolookup.place.LocalNameView;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * The datasets the service bundles (geo-batch's resources), read as the import jobs read them, for tests that judge
 * the ranking on real data: the cities (cities15000), the places (cities500, NL and AU, the latest modification of a
 * feature winning) and the names by language.
 */
public final class BundledGazetteer {

    public static final Path DATASETS = Path.of("../geo-batch/src/main/resources/datasets");

    private BundledGazetteer() {
    }

    public static List<FeatureRow> cities() {
        return features("geonames/cities15000.zip");
    }

    public static List<FeatureRow> places() {
        return features("geonames/cities500.zip", "geonames/NL.zip", "geonames/AU.zip", "geonames/cities15000.zip",
                "geonames/divisions.txt.gz");
    }

    public static GazetteerView view(List<FeatureRow> features) {
        GazetteerViewBuilder builder = new GazetteerViewBuilder(1);
        features.forEach(builder::add);
        return builder.build();
    }

    /** The names dataset's rows with a language, in the order the read model loads them. */
    public static List<LocalNameRow> names() {
        record Entry(LocalNameRow row, long id, boolean preferred, boolean shortName, boolean colloquial,
                     boolean historic) {
        }
        List<Entry> entries = new ArrayList<>();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(new GZIPInputStream(
                Files.newInputStream(DATASETS.resolve("names/alternate-names.txt.gz"))), StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                String[] f = line.split("\t", -1);
                if (f.length < 8 || f[2].isEmpty()) {
                    continue;
                }
                boolean preferred = "1".equals(f[4]);
                boolean shortName = "1".equals(f[5]);
                boolean colloquial = "1".equals(f[6]);
                boolean historic = "1".equals(f[7]);
                entries.add(new Entry(new LocalNameRow(Long.parseLong(f[1]), f[2], f[3], preferred, shortName,
                        colloquial, historic), Long.parseLong(f[0]), preferred, shortName, colloquial, historic));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        entries.sort(Comparator.comparingLong((Entry e) -> e.row().geonameId())
                .thenComparing(e -> e.row().language())
                .thenComparing(e -> !e.preferred())
                .thenComparing(Entry::historic)
                .thenComparing(Entry::colloquial)
                .thenComparing(Entry::shortName)
                .thenComparingLong(Entry::id));
        return entries.stream().map(Entry::row).toList();
    }

    /** The rows of GeoNames' countryInfo, split into fields: ISO alpha-2 first, alpha-3 second, the name fifth. */
    public static List<String[]> countryInfo() {
        List<String[]> rows = new ArrayList<>();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(new GZIPInputStream(
                Files.newInputStream(DATASETS.resolve("geonames/countryInfo.txt.gz"))), StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                String[] fields = line.split("\t", -1);
                if (!line.startsWith("#") && fields.length > 4) {
                    rows.add(fields);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return rows;
    }

    public static LocalNameView localNames() {
        return LocalNameView.of(1, names().iterator());
    }

    private static List<FeatureRow> features(String... files) {
        Map<Long, String[]> latest = new LinkedHashMap<>();
        for (String file : files) {
            if (file.endsWith(".gz")) {
                try (BufferedReader lines = new BufferedReader(new InputStreamReader(new GZIPInputStream(
                        Files.newInputStream(DATASETS.resolve(file))), StandardCharsets.UTF_8))) {
                    keepLatest(lines, latest);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                continue;
            }
            try (ZipInputStream zip = new ZipInputStream(Files.newInputStream(DATASETS.resolve(file)))) {
                for (ZipEntry entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
                    if (!entry.getName().startsWith("readme")) {
                        keepLatest(new BufferedReader(new InputStreamReader(zip, StandardCharsets.UTF_8)), latest);
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        List<FeatureRow> rows = new ArrayList<>(latest.size());
        for (String[] f : latest.values()) {
            rows.add(new FeatureRow(Long.parseLong(f[0]), f[1], f[2], f[6], f[7], f[8], emptyAsNull(f[10]),
                    emptyAsNull(f[11]), Double.parseDouble(f[4]), Double.parseDouble(f[5]),
                    f[14].isEmpty() ? 0 : Long.parseLong(f[14]), emptyAsNull(f[17]), emptyAsNull(f[3])));
        }
        return rows;
    }

    /** Each row of the geoname table, where its feature is newer than the one kept (a date is newer than none). */
    private static void keepLatest(BufferedReader lines, Map<Long, String[]> latest) throws IOException {
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            String[] f = line.split("\t", -1);
            if (f.length >= 19) {
                latest.merge(Long.parseLong(f[0]), f, (old, now) -> now[18].compareTo(old[18]) >= 0 ? now : old);
            }
        }
    }

    private static String emptyAsNull(String value) {
        return value.isEmpty() ? null : value;
    }
}
