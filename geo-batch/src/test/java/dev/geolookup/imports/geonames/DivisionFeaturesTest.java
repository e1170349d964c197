package dev.geolookup.imports.geonames;

import dev.geolookup.spatial.BoundaryIndex;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.io.ParseException;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The bundled divisions file is what DivisionFeatures builds from the other bundled files, so that a change of
 * either shows. To write it again after such a change:
 * {@code mvn -pl geo-batch -am test -Dtest=DivisionFeaturesTest -Dsurefire.failIfNoSpecifiedTests=false
 * -Ddivisions.write=true}.
 */
@Tag("data-quality")
class DivisionFeaturesTest {

    static final Path FILE = Path.of("src/main/resources/datasets/geonames/divisions.txt.gz");

    private static List<String> built;

    @BeforeAll
    static void build() throws IOException, ParseException {
        built = DivisionFeatures.build();
        if (Boolean.getBoolean("divisions.write")) {
            try (Writer out = new OutputStreamWriter(new GZIPOutputStream(Files.newOutputStream(FILE)),
                    StandardCharsets.UTF_8)) {
                for (String line : built) {
                    out.write(line);
                    out.write('\n');
                }
            }
        }
    }

    @Test
    void theBundledFileIsWhatTheRuleBuilds() throws IOException {
        List<String> bundled = new ArrayList<>();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(new GZIPInputStream(
                Files.newInputStream(FILE)), StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                bundled.add(line);
            }
        }
        assertThat(bundled).as("run the test with -Ddivisions.write=true to write the file again")
                .isEqualTo(built);
    }

    @Test
    void everyRowIsAnAdministrativeFeatureWithAPointAndATimeZone() {
        for (String line : built) {
            String[] fields = line.split("\t", -1);
            assertThat(fields).hasSize(19);
            assertThat(fields[6]).isEqualTo("A");
            assertThat(fields[7]).isIn("PCLI", "PCLD", "ADM1", "ADM2");
            assertThat(fields[17]).as("time zone of %s", fields[1]).isNotEmpty();
        }
        assertThat(built).hasSizeGreaterThan(30_000);
    }

    /**
     * Held to a source the points were not taken from: the country outlines (OpenStreetMap's, with territorial
     * waters) hold the point of nearly every division of their country; the few others lie in a disputed or
     * overlapping claim, or on an island the simplified outline misses.
     */
    @Test
    void theCountrysOutlineHoldsNearlyEveryDivisionsPoint() throws Exception {
        BoundaryIndex countries = BoundaryIndex.of(DivisionFeatures.boundaries(
                "boundaries/countries-maritime.geojson.gz", "A3"));
        Map<String, String> alpha3 = new HashMap<>(Map.of("XK", "XKX"));
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(new GZIPInputStream(Files.newInputStream(
                Path.of("src/main/resources/datasets/geonames/countryInfo.txt.gz"))), StandardCharsets.UTF_8))) {
            lines.lines().map(line -> line.split("\t", -1)).filter(f -> f.length > 16 && !f[0].startsWith("#"))
                    .forEach(f -> alpha3.putIfAbsent(f[0], f[1]));
        }
        List<String> outside = new ArrayList<>();
        int divisions = 0;
        for (String line : built) {
            String[] f = line.split("\t", -1);
            if (f[7].startsWith("ADM")) {
                divisions++;
                String at = countries.locate(Double.parseDouble(f[4]), Double.parseDouble(f[5]), 5);
                if (!alpha3.getOrDefault(f[8], "").equals(at)) {
                    outside.add(f[8] + "." + f[10] + (f[11].isEmpty() ? "" : "." + f[11]) + " " + f[1] + " in " + at);
                }
            }
        }
        System.out.printf("division points outside their country's outline: %d of %d%n  %s%n", outside.size(),
                divisions, String.join("\n  ", outside.subList(0, Math.min(40, outside.size()))));
        assertThat(outside.size()).isLessThan(divisions / 200);
    }
}
