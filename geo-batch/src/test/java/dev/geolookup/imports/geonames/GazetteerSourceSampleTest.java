package dev.geolookup.imports.geonames;

import dev.geolookup.imports.DatasetSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The estimate from a source's start against the whole file counted here: the bundled GeoNames files, larger than
 * the sample, must not be over-estimated (an import that fits is never refused), nor fall far short.
 */
class GazetteerSourceSampleTest {

    private static final long BYTES_PER_ROW = 400;
    private static final long BYTES_PER_CHAR = 2;

    @ParameterizedTest
    @ValueSource(strings = {"/datasets/geonames/cities500.zip", "/datasets/geonames/cities15000.zip"})
    void theStartOfABundledFileEstimatesTheWholeWithinItsTrustedShare(String resource) throws IOException {
        long sampled;
        try (DatasetSource source = DatasetSource.open(DatasetSource.BUNDLED, resource)) {
            sampled = new GazetteerSourceSample().heapNeededToBuild(source);
        }
        long whole = wholeFileEstimate(resource);
        assertThat(sampled).as("%s: sampled %,d, whole %,d", resource, sampled, whole)
                .isLessThanOrEqualTo(whole).isGreaterThan(whole / 2);
    }

    /** Every row of the archive's data file, its name, ASCII name and alternate names counted. */
    private static long wholeFileEstimate(String resource) throws IOException {
        try (InputStream raw = GazetteerSourceSampleTest.class.getResourceAsStream(resource);
             ZipInputStream zip = new ZipInputStream(raw)) {
            ZipEntry entry = zip.getNextEntry();
            while (entry != null && entry.getName().toLowerCase().startsWith("readme")) {
                entry = zip.getNextEntry();
            }
            BufferedReader lines = new BufferedReader(new InputStreamReader(zip, StandardCharsets.UTF_8));
            long estimate = 0;
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                String[] columns = line.split("\t", -1);
                estimate += BYTES_PER_ROW + BYTES_PER_CHAR * (columns[1].length() + columns[2].length()
                        + columns[3].length());
            }
            return estimate;
        }
    }
}
