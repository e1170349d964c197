package dev.geolookup.bench;

import dev.geolookup.place.FeatureRow;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * Writes a gazetteer file in GeoNames' own format (the 19 tab-separated columns of allCountries.txt, plain or as a
 * .zip holding allCountries.txt), of any number of rows: first the bundled places unchanged, then features
 * generated from them ({@link GeneratedFeatures}), with alternate names, elevations and modification dates filled
 * in the way GeoNames fills them. Arguments: the file to write and the number of rows (default 12,000,000).
 */
public final class GeonamesFileGenerator {

    private static final LocalDate FIRST_MODIFIED = LocalDate.of(2010, 1, 1);

    private GeonamesFileGenerator() {
    }

    public static void main(String[] args) throws IOException {
        Path file = Path.of(args[0]);
        long rows = args.length > 1 ? Long.parseLong(args[1]) : 12_000_000L;
        Map<Long, String[]> bundled = BundledData.placeFields();
        List<FeatureRow> bases = new ArrayList<>(bundled.size());
        bundled.values().forEach(fields -> bases.add(BundledData.featureRow(fields)));
        Random random = new Random(12);
        long started = System.nanoTime();
        try (OutputStream raw = Files.newOutputStream(file); Writer out = open(file, raw)) {
            long written = 0;
            for (String[] fields : bundled.values()) {
                if (written++ == rows) {
                    break;
                }
                out.write(String.join("\t", fields));
                out.write('\n');
            }
            GeneratedFeatures generated = new GeneratedFeatures(bases, random);
            for (; written < rows; written++) {
                write(out, generated.next(), random);
            }
        }
        System.out.printf(Locale.ROOT, "%s: %,d rows, %,d MB, written in %.0f s%n", file, rows,
                Files.size(file) >> 20, (System.nanoTime() - started) / 1e9);
    }

    private static Writer open(Path file, OutputStream raw) throws IOException {
        OutputStream content = raw;
        if (file.toString().endsWith(".zip")) {
            ZipOutputStream zip = new ZipOutputStream(raw);
            zip.putNextEntry(new ZipEntry("allCountries.txt"));
            content = zip;
        }
        return new BufferedWriter(new OutputStreamWriter(content, StandardCharsets.UTF_8), 1 << 16);
    }

    private static void write(Writer out, FeatureRow f, Random random) throws IOException {
        // About a third of GeoNames' features carry alternate names; here the ASCII form and a local variant.
        String alternateNames = random.nextInt(3) == 0 ? f.asciiName() + "," + f.name().toUpperCase(Locale.ROOT) : "";
        String elevation = random.nextInt(4) == 0 ? Integer.toString(random.nextInt(3000)) : "";
        String modified = FIRST_MODIFIED.plusDays(random.nextInt(6000)).toString();
        out.write(String.join("\t", Long.toString(f.geonameId()), f.name(), f.asciiName(), alternateNames,
                String.format(Locale.ROOT, "%.5f", f.latitude()), String.format(Locale.ROOT, "%.5f", f.longitude()),
                f.featureClass(), f.featureCode(), nullToEmpty(f.countryCode()), "", nullToEmpty(f.admin1Code()),
                "", "", "", Long.toString(f.population()), elevation, Integer.toString(random.nextInt(3000)),
                nullToEmpty(f.timezone()), modified));
        out.write('\n');
    }

    private static String nullToEmpty(String text) {
        return text == null ? "" : text;
    }
}
