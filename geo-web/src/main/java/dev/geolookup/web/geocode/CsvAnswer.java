package dev.geolookup.web.geocode;

import dev.geolookup.api.geocode.GeocodeMatch;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The answer as CSV (RFC 4180, UTF-8, CRLF): the file's header and the match's fields, then one line per row, every
 * cell one a spreadsheet would run as a formula neutralized ({@link SpreadsheetCells}).
 */
final class CsvAnswer implements GeocodeAnswer {

    private final CSVPrinter printer;

    CsvAnswer(OutputStream out) throws IOException {
        printer = new CSVPrinter(new OutputStreamWriter(out, StandardCharsets.UTF_8), CSVFormat.RFC4180);
    }

    @Override
    public void start(List<String> header) throws IOException {
        List<String> names = new ArrayList<>(header);
        names.addAll(resultColumns(header));
        printer.printRecord(SpreadsheetCells.safe(names));
    }

    /**
     * The match's columns, each named so that it collides with no column of the file: a reader by header (Python's
     * csv.DictReader) would otherwise lose the file's value, as it would a "name" column. A colliding one is
     * prefixed with "geo_" until it is free.
     */
    static List<String> resultColumns(List<String> header) {
        Set<String> taken = new HashSet<>(header);
        List<String> columns = new ArrayList<>(FIELDS.size());
        for (String field : FIELDS) {
            String column = field;
            while (taken.contains(column)) {
                column = "geo_" + column;
            }
            taken.add(column);
            columns.add(column);
        }
        return columns;
    }

    @Override
    public void row(InputRow input, GeocodeMatch match) throws IOException {
        List<String> values = new ArrayList<>(input.values());
        values.addAll(Arrays.asList(GeocodeAnswer.fieldsOf(match)));
        printer.printRecord(SpreadsheetCells.safe(values));
    }

    @Override
    public void end() throws IOException {
        printer.flush();
    }
}
