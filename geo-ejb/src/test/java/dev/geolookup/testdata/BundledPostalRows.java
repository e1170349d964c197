package dev.geolookup.testdata;

import dev.geolookup.search.BundledGazetteer;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.function.Consumer;
import java.util.zip.ZipFile;

/**
 * The rows of the bundled GeoNames postal file (allCountries.zip), read straight from the file and not through the
 * import, for tests that judge the service's divisions against the codes the postal data gives.
 */
public final class BundledPostalRows {

    public static final Path FILE = BundledGazetteer.DATASETS.resolve("postal/allCountries.zip");

    /** The columns of a row, as GeoNames' readme numbers them. */
    public static final int COUNTRY = 0;
    public static final int ADMIN1_CODE = 4;
    public static final int LATITUDE = 9;
    public static final int LONGITUDE = 10;

    private BundledPostalRows() {
    }

    /** Each row's tab-separated fields, empty ones kept, in the order of the file. */
    public static void forEach(Consumer<String[]> row) throws IOException {
        try (ZipFile zip = new ZipFile(FILE.toFile());
             BufferedReader lines = new BufferedReader(new InputStreamReader(
                     zip.getInputStream(zip.entries().nextElement()), StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                row.accept(line.split("\t", -1));
            }
        }
    }
}
