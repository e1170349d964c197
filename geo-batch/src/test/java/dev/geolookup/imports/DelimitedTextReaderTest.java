package dev.geolookup.imports;

import dev.geolookup.api.Dataset;
import jakarta.batch.runtime.context.JobContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;

import static org.assertj.core.api.Assertions.assertThat;

class DelimitedTextReaderTest {

    @TempDir
    Path directory;

    private final ImportContext context = new ImportContext(1, Dataset.COUNTRY_INFO, List.of("t"));
    private final JobContext jobContext = TestJobContexts.holding(context);

    private List<TextRow> readAll(DelimitedTextReader reader) throws IOException {
        reader.open(null);
        List<TextRow> rows = new ArrayList<>();
        for (Object row; (row = reader.readItem()) != null; ) {
            rows.add((TextRow) row);
        }
        reader.close();
        return rows;
    }

    private Path file(String name, String text) throws IOException {
        Path path = directory.resolve(name);
        Files.writeString(path, text, StandardCharsets.UTF_8);
        return path;
    }

    @Test
    void tabSeparatedRowsKeepQuotesAndEmptyFieldsAndSkipCommentsAndBlankLines() throws IOException {
        Path admin = file("admin1.txt", "#ISO\tname\n"
                + "DE.16\tBerlin\t\"Land\" Berlin\t\n"
                + "\n"
                + "FR.11\tÎle-de-France\t\t2968815\n");
        List<TextRow> rows = readAll(new DelimitedTextReader(jobContext, admin.toString(), null, "tab", "#"));
        assertThat(rows).hasSize(2);
        assertThat(rows.get(0).fields()).containsExactly("DE.16", "Berlin", "\"Land\" Berlin", "");
        assertThat(rows.get(0).lineNumber()).isEqualTo(2);
        assertThat(rows.get(1).fields()).containsExactly("FR.11", "Île-de-France", "", "2968815");
        assertThat(rows.get(1).lineNumber()).as("blank lines count as lines").isEqualTo(4);
        assertThat(rows.get(1).source()).isEqualTo(admin.toString());
        assertThat(context.rowsRead()).isEqualTo(2);
    }

    @Test
    void commaSeparatedFieldsAreTrimmedAndLoseTheQuotesAroundThem() throws IOException {
        Path ranges = file("ranges.csv", "1.0.0.0, 1.0.0.255 ,\"AU\"\n\"2001:db8::\",2001:db8::ffff,\"\"\n");
        List<TextRow> rows = readAll(new DelimitedTextReader(jobContext, ranges.toString(), null, "comma", null));
        assertThat(rows.get(0).fields()).containsExactly("1.0.0.0", "1.0.0.255", "AU");
        assertThat(rows.get(1).fields()).containsExactly("2001:db8::", "2001:db8::ffff", "");
    }

    @Test
    void aQuotedCommaSeparatedFieldIsKeptAsWrittenWithItsCommasSpacesAndDoubledQuotes() throws IOException {
        Path networks = file("asn.csv", "1.0.0.0,1.0.0.255,13335,\"Cloudflare, Inc.\"\n"
                + "2.0.0.0,2.0.0.255,64496, \"The \"\"Example\"\" Net \" \n");
        List<TextRow> rows = readAll(new DelimitedTextReader(jobContext, networks.toString(), null, "comma", null));
        assertThat(rows.get(0).fields()).containsExactly("1.0.0.0", "1.0.0.255", "13335", "Cloudflare, Inc.");
        assertThat(rows.get(1).fields()).containsExactly("2.0.0.0", "2.0.0.255", "64496", "The \"Example\" Net ");
    }

    @Test
    void severalSourcesAreReadOneAfterTheOtherAndGzipIsUnpacked() throws IOException {
        Path first = file("a.txt", "1\tone\n");
        Path second = directory.resolve("b.txt.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(second))) {
            out.write("2\ttwo\n3\tthree\n".getBytes(StandardCharsets.UTF_8));
        }
        List<TextRow> rows = readAll(new DelimitedTextReader(jobContext, first + " , " + second, null, "tab",
                null));
        assertThat(rows).extracting(row -> row.fields()[1]).containsExactly("one", "two", "three");
        assertThat(rows.get(2).source()).isEqualTo(second.toString());
        assertThat(rows.get(2).lineNumber()).as("numbered per file").isEqualTo(2);
        assertThat(context.sources()).hasSize(2);
    }

    @Test
    void withoutASourceItReadsTheBundledResources() throws IOException {
        List<TextRow> rows = readAll(new DelimitedTextReader(jobContext, DatasetSource.BUNDLED,
                "/datasets/geonames/countryInfo.txt.gz", "tab", "#"));
        assertThat(rows).hasSizeGreaterThan(240);
        assertThat(rows).anySatisfy(row -> assertThat(row.fields()[0]).isEqualTo("DE"));
        assertThat(rows).allSatisfy(row -> assertThat(row.fields()[0]).doesNotStartWith("#"));
    }
}
