package dev.geolookup.api.place;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.zip.GZIPInputStream;

/**
 * GeoNames' feature codes and what they mean (featureCodes_en.txt, bundled beside this class): an agent reads
 * PPLA2 in a record and can ask what it is; the GeoNames adapter names a row's code (fcodeName).
 */
public final class FeatureCodes {

    /** One code: its class (P), the code within the class (PPLA2), its name and its longer description. */
    public record FeatureCode(String featureClass, String code, String name, String description) {
    }

    private static final String FILE = "featureCodes_en.txt.gz";

    private final Map<String, FeatureCode> byCode;

    private FeatureCodes(Map<String, FeatureCode> byCode) {
        this.byCode = Collections.unmodifiableMap(byCode);
    }

    public static FeatureCodes bundled() {
        Map<String, FeatureCode> codes = new TreeMap<>();
        try (InputStream file = FeatureCodes.class.getResourceAsStream(FILE);
             BufferedReader lines = new BufferedReader(new InputStreamReader(new GZIPInputStream(file),
                     StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                String[] columns = line.split("\t", -1);
                int dot = columns[0].indexOf('.');
                if (dot > 0 && columns.length >= 2) {
                    String code = columns[0].substring(dot + 1);
                    codes.put(code, new FeatureCode(columns[0].substring(0, dot), code, columns[1],
                            columns.length > 2 ? columns[2] : ""));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + FILE, e);
        }
        return new FeatureCodes(codes);
    }

    public Optional<FeatureCode> of(String code) {
        return Optional.ofNullable(byCode.get(code));
    }

    /** Every code, in code order. */
    public Iterable<String> codes() {
        return byCode.keySet();
    }
}
