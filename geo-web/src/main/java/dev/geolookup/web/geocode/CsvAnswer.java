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
import java.util.List;

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
        names.addAll(FIELDS);
        printer.printRecord(SpreadsheetCells.safe(names));
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
