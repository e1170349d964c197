package dev.geolookup.web.geocode;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.geocode.GeocodeRow;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PushbackReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;

/**
 * The rows of a CSV file (RFC 4180, UTF-8, a header row) read a chunk at a time. The name is in the column the
 * caller names, else the first of {@code name}, {@code q} and {@code city}; {@code country}, {@code admin1},
 * {@code lat} and {@code lng} are read where present (header names compared without case). A file that is not
 * such CSV is an {@link InvalidRequestException} naming the line.
 */
final class CsvRows implements AutoCloseable {

    static final List<String> NAME_COLUMNS = List.of("name", "q", "city");
    /** The most columns a file may have: each row of the answer repeats them. */
    static final int MAX_COLUMNS = 1_000;
    /** The most characters read for one chunk of rows, whatever their count: what one chunk may hold in memory. */
    static final int MAX_CHUNK_CHARS = 1 << 20;

    private final RowBoundedReader text;
    private final CSVParser parser;
    private final Iterator<CSVRecord> records;
    private final List<String> header;
    private final int name;
    private final int country;
    private final int admin1;
    private final int lat;
    private final int lng;

    CsvRows(InputStream body, String nameColumn) {
        CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        text = new RowBoundedReader(new InputStreamReader(body, utf8));
        try {
            parser = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).setAllowMissingColumnNames(true)
                    .setDuplicateHeaderMode(org.apache.commons.csv.DuplicateHeaderMode.ALLOW_ALL).get()
                    .parse(withoutByteOrderMark(text));
        } catch (IOException | UncheckedIOException | IllegalArgumentException | IllegalStateException e) {
            throw malformed(1, e);
        }
        text.rowEnded();
        header = parser.getHeaderNames();
        if (header.size() > MAX_COLUMNS) {
            throw new InvalidRequestException("the header has " + header.size() + " columns; a file may have at most "
                    + MAX_COLUMNS);
        }
        if (header.isEmpty()) {
            throw new InvalidRequestException("the file is empty: a CSV file starts with a header row naming its "
                    + "columns, one of them " + String.join(", ", NAME_COLUMNS));
        }
        name = nameColumn != null ? column(nameColumn) : NAME_COLUMNS.stream().mapToInt(this::column)
                .filter(index -> index >= 0).findFirst().orElse(-1);
        if (name < 0) {
            throw new InvalidRequestException(nameColumn != null
                    ? "the header has no column '" + nameColumn + "'; it has " + header
                    : "the header has no column name, q or city to geocode; it has " + header
                    + " (name another with column=...)");
        }
        country = column("country");
        admin1 = column("admin1");
        lat = column("lat");
        lng = column("lng");
        records = parser.iterator();
    }

    List<String> header() {
        return header;
    }

    /** Up to max rows more, fewer where they are long; none at the end of the file. */
    List<InputRow> next(int max) {
        List<InputRow> rows = new ArrayList<>(Math.min(max, 1024));
        long line = parser.getCurrentLineNumber();
        long chars = 0;
        try {
            while (rows.size() < max && chars < MAX_CHUNK_CHARS && records.hasNext()) {
                CSVRecord record = records.next();
                line = parser.getCurrentLineNumber();
                chars += text.readSinceRowEnded();
                text.rowEnded();
                if (record.size() > MAX_COLUMNS) {
                    throw new InvalidRequestException("line " + line + " has " + record.size()
                            + " columns; a file may have at most " + MAX_COLUMNS);
                }
                List<String> values = record.toList();
                rows.add(new InputRow(values, new GeocodeRow(line, value(values, name), value(values, country),
                        value(values, admin1), value(values, lat), value(values, lng))));
            }
        } catch (UncheckedIOException | IllegalStateException e) {
            throw malformed(line + 1, e);
        }
        return rows;
    }

    @Override
    public void close() throws IOException {
        parser.close();
    }

    private int column(String wanted) {
        for (int i = 0; i < header.size(); i++) {
            if (header.get(i) != null && header.get(i).trim().toLowerCase(Locale.ROOT)
                    .equals(wanted.trim().toLowerCase(Locale.ROOT))) {
                return i;
            }
        }
        return -1;
    }

    private static String value(List<String> values, int column) {
        if (column < 0 || column >= values.size()) {
            return null;
        }
        String value = values.get(column);
        return value == null || value.isBlank() ? null : value;
    }

    private static InvalidRequestException malformed(long line, Exception e) {
        Throwable cause = e.getCause() != null ? e.getCause() : e;
        String detail = cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
        return new InvalidRequestException("malformed CSV near line " + line + ": " + detail);
    }

    /** Spreadsheets write UTF-8 with a byte order mark, which is not part of the first column's name. */
    private static Reader withoutByteOrderMark(Reader reader) throws IOException {
        PushbackReader pushback = new PushbackReader(reader, 1);
        int first = pushback.read();
        if (first >= 0 && first != '\uFEFF') {
            pushback.unread(first);
        }
        return pushback;
    }
}
