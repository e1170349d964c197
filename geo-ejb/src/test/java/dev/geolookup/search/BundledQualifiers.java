package dev.geolookup.search;

import dev.geolookup.place.Admin1IsoCodes;
import dev.geolookup.place.QualifierDictionary;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.subdivision.Admin1Outlines;
import dev.geolookup.subdivision.BundledSubdivisions;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.zip.GZIPInputStream;

/**
 * The qualifier dictionary of the bundled data as the service builds it: the bundled places, both levels of admin
 * codes, the alpha-3 codes of GeoNames' countryInfo and the ISO 3166-2 codes of the bundled crosswalk.
 */
public final class BundledQualifiers {

    private BundledQualifiers() {
    }

    public static QualifierDictionary dictionary(GazetteerView places) {
        try {
            Admin1Outlines crosswalk = BundledSubdivisions.bundledCrosswalk();
            Admin1IsoCodes isoCodes = new Admin1IsoCodes() {
                @Override
                public Optional<String> admin1KeyOf(String isoCode) {
                    return crosswalk.admin1KeyOfIsoCode(isoCode);
                }

                @Override
                public Optional<String> isoCodeOf(String admin1Key) {
                    Admin1Outlines.IsoCode iso = crosswalk.isoOf(admin1Key);
                    return iso == null ? Optional.empty() : Optional.of(iso.code());
                }
            };
            Map<String, String> alpha3 = alpha3Codes();
            return QualifierDictionary.of(places, BundledSubdivisions.adminNames("admin1CodesASCII.txt.gz"),
                    BundledSubdivisions.adminNames("admin2Codes.txt.gz"), alpha3::get, isoCodes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (org.locationtech.jts.io.ParseException e) {
            throw new IllegalStateException(e);
        }
    }

    /** GeoNames' countryInfo: the alpha-3 code of each alpha-2 code. */
    static Map<String, String> alpha3Codes() throws IOException {
        Map<String, String> codes = new HashMap<>();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(new GZIPInputStream(Files.newInputStream(
                BundledGazetteer.DATASETS.resolve("geonames/countryInfo.txt.gz"))), StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                String[] fields = line.split("\t", -1);
                if (!line.startsWith("#") && fields.length > 1) {
                    codes.put(fields[0], fields[1]);
                }
            }
        }
        return codes;
    }
}
