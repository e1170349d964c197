package dev.geolookup.web.geocode;

import dev.geolookup.api.InvalidRequestException;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Reading a file to geocode: its columns, its chunks, and what is refused with which line. */
class CsvRowsTest {

    @Test
    void theColumnsAreFoundByNameWithoutCaseAndTheRowsComeInChunks() {
        CsvRows rows = rows("\uFEFFId,CITY,Country,lat,LNG\n1,Paris,FR,48.8,2.3\n2,\"Lyon, Rhône\",,,\n3,Nice,FR,,\n");
        assertThat(rows.header()).containsExactly("Id", "CITY", "Country", "lat", "LNG");
        List<InputRow> first = rows.next(2);
        assertThat(first).hasSize(2);
        assertThat(first.get(0).row().name()).isEqualTo("Paris");
        assertThat(first.get(0).row().country()).isEqualTo("FR");
        assertThat(first.get(0).row().lat()).isEqualTo("48.8");
        assertThat(first.get(0).row().lng()).isEqualTo("2.3");
        assertThat(first.get(1).row().name()).isEqualTo("Lyon, Rhône");
        assertThat(first.get(1).row().country()).isNull();
        assertThat(first.get(1).values()).containsExactly("2", "Lyon, Rhône", "", "", "");
        assertThat(rows.next(2)).extracting(row -> row.row().name()).containsExactly("Nice");
        assertThat(rows.next(2)).isEmpty();
    }

    @Test
    void aColumnNamedByTheCallerWinsAndAMissingOneIsRefused() {
        assertThat(new CsvRows(stream("town,name\nLyon,Paris\n"), "town").next(5).get(0).row().name()).isEqualTo("Lyon");
        assertThatThrownBy(() -> new CsvRows(stream("town\nLyon\n"), "city"))
                .isInstanceOf(InvalidRequestException.class).hasMessageContaining("no column 'city'");
        assertThatThrownBy(() -> rows("town\nLyon\n")).isInstanceOf(InvalidRequestException.class)
                .hasMessageContaining("no column name, q or city");
    }

    @Test
    void aMalformedLineIsRefusedWithItsLine() {
        CsvRows rows = rows("name\nParis\nLyon\n\"Nice\nNantes\n");
        assertThatThrownBy(() -> rows.next(10)).isInstanceOf(InvalidRequestException.class)
                .hasMessageContaining("malformed CSV near line 4");
        assertThatThrownBy(() -> new CsvRows(new ByteArrayInputStream(new byte[] {'n', 'a', 'm', 'e', '\n',
                (byte) 0xC3, '\n'}), null).next(10)).isInstanceOf(InvalidRequestException.class)
                .hasMessageContaining("malformed CSV");
    }

    @Test
    void aBodyBeyondItsLimitStopsTheReading() {
        String file = "name\n" + "Paris\n".repeat(20_000);
        CsvRows rows = new CsvRows(new LimitedInputStream(stream(file), 3 * 1024 * 1024), null);
        assertThat(rows.next(20_000)).hasSize(20_000);
        CsvRows tooLong = new CsvRows(new LimitedInputStream(stream(file), 50_000), null);
        assertThat(tooLong.next(10)).hasSize(10);
        assertThatThrownBy(() -> tooLong.next(20_000)).isInstanceOf(LimitedInputStream.FileTooLargeException.class)
                .hasMessageContaining("geo.geocode.max-mb");
    }

    @Test
    void aRowLongerThanItsBoundStopsTheReadingBeforeItIsHeld() {
        String huge = "x".repeat(10 * RowBoundedReader.MAX_ROW_CHARS);
        CsvRows rows = rows("name,country\nParis,FR\n\"" + huge + "\",DE\nLyon,FR\n");
        assertThatThrownBy(() -> rows.next(10)).isInstanceOf(InvalidRequestException.class)
                .hasMessageContaining("near line 3").hasMessageContaining("a row is longer than 65536 characters");
        assertThatThrownBy(() -> rows(huge + ",name\nParis,FR\n")).isInstanceOf(InvalidRequestException.class)
                .hasMessageContaining("near line 1").hasMessageContaining("a row is longer than");
        // A long name within the row's bound is read: the geocoder answers it with that row's error.
        String longName = "y".repeat(5_000);
        assertThat(rows("name\n" + longName + "\nParis\n").next(10)).extracting(row -> row.row().name())
                .containsExactly(longName, "Paris");
    }

    @Test
    void tooManyColumnsAreRefusedInTheHeaderAndInARow() {
        String header = "name" + ",c".repeat(CsvRows.MAX_COLUMNS);
        assertThatThrownBy(() -> rows(header + "\nParis\n")).isInstanceOf(InvalidRequestException.class)
                .hasMessageContaining("at most " + CsvRows.MAX_COLUMNS);
        CsvRows rows = rows("name\nParis\nLyon" + ",".repeat(CsvRows.MAX_COLUMNS) + "\n");
        assertThatThrownBy(() -> rows.next(10)).isInstanceOf(InvalidRequestException.class)
                .hasMessageContaining("line 3 has " + (CsvRows.MAX_COLUMNS + 1) + " columns");
    }

    @Test
    void aChunkHoldsNoMoreCharactersThanItsBound() {
        String row = "z".repeat(60_000) + "\n";
        CsvRows rows = rows("name\n" + row.repeat(40));
        int chunk = rows.next(1_000).size();
        assertThat(chunk).as("rows of 60,000 characters in one chunk").isLessThan(40)
                .isGreaterThanOrEqualTo(CsvRows.MAX_CHUNK_CHARS / 60_001);
        assertThat(chunk + rows.next(1_000).size()).isLessThanOrEqualTo(40);
    }

    private static CsvRows rows(String text) {
        return new CsvRows(stream(text), null);
    }

    private static ByteArrayInputStream stream(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }
}
