package dev.geolookup.bench;

import dev.geolookup.place.FeatureRow;

import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Fills the service's place table with the generated gazetteer of {@link GazetteerScale} (12,000,000 features by
 * default) and advances the places data version, as an import of allCountries would: the next start of the service
 * then loads the full-size read model from MariaDB. Arguments: JDBC URL, user, password.
 */
public final class ScaleGazetteerTable {

    private ScaleGazetteerTable() {
    }

    public static void main(String[] args) throws Exception {
        int size = Integer.getInteger("geo.bench.features", 12_000_000);
        List<FeatureRow> features = GazetteerScale.generate(BundledData.places(), size, new Random(12));
        Path file = Files.createTempFile("places", ".tsv");
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (FeatureRow f : features) {
                out.write(String.join("\t", Long.toString(f.geonameId()), clean(f.name()), clean(f.asciiName()),
                        orNull(f.featureClass()), orNull(f.featureCode()), orNull(f.countryCode()),
                        orNull(f.admin1Code()), Double.toString(f.latitude()), Double.toString(f.longitude()),
                        Long.toString(f.population()), orNull(f.timezone())));
                out.write('\n');
            }
        }
        features = null;
        String url = args[0] + (args[0].contains("?") ? "&" : "?") + "allowLocalInfile=true";
        try (Connection connection = DriverManager.getConnection(url, args[1], args.length > 2 ? args[2] : "");
             Statement statement = connection.createStatement()) {
            long started = System.nanoTime();
            statement.execute("TRUNCATE TABLE place");
            statement.execute("LOAD DATA LOCAL INFILE '" + file.toAbsolutePath() + "' INTO TABLE place "
                    + "CHARACTER SET utf8mb4 FIELDS TERMINATED BY '\\t' ESCAPED BY '' LINES TERMINATED BY '\\n' "
                    + "(geoname_id, name, ascii_name, @class, @code, @country, @admin1, latitude, longitude, "
                    + "population, @timezone) SET feature_class = NULLIF(@class, ''), feature_code = NULLIF(@code, ''), "
                    + "country_code = NULLIF(@country, ''), admin1_code = NULLIF(@admin1, ''), "
                    + "timezone = NULLIF(@timezone, '')");
            statement.execute("UPDATE dataset_version SET version = version + 1, updated_at = NOW(3) "
                    + "WHERE dataset = 'places'");
            System.out.printf(Locale.ROOT, "place table holds %,d generated features (loaded in %.0f s)%n", size,
                    (System.nanoTime() - started) / 1e9);
        } finally {
            Files.deleteIfExists(file);
        }
    }

    private static String clean(String text) {
        return text.replace('\t', ' ').replace('\n', ' ');
    }

    private static String orNull(String text) {
        return text == null ? "" : clean(text);
    }
}
