package dev.geolookup.imports;

import jakarta.batch.api.BatchProperty;
import jakarta.batch.runtime.context.JobContext;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.inject.Named;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Streams the lines of one or more delimited text files (GeoNames tab-separated, DB-IP comma-separated), one
 * after the other, split into fields. GeoNames has no quoting, so a quote is data; only the comma-separated form
 * drops quotes around a whole field. Blank lines and comment lines are not rows.
 */
@Named("delimitedTextReader")
@Dependent
public class DelimitedTextReader extends SourcesReader {

    /** "tab" or "comma". */
    @Inject
    @BatchProperty(name = "delimiter")
    private String delimiter;

    @Inject
    @BatchProperty(name = "commentPrefix")
    private String commentPrefix;

    public DelimitedTextReader() {
    }

    /**
     * A reader outside a batch runtime, given what the job XML and the runtime would inject: for tests, and for
     * readers that take text among other formats (IpCityReader).
     */
    public DelimitedTextReader(JobContext jobContext, String source, String bundledResources, String delimiter,
                               String commentPrefix) {
        super(jobContext, source, bundledResources);
        this.delimiter = delimiter;
        this.commentPrefix = commentPrefix;
    }

    private DatasetSource current;
    private BufferedReader lines;
    private long lineNumber;

    @Override
    public Object readItem() throws IOException {
        while (true) {
            if (lines == null && !openNext()) {
                return null;
            }
            String line = lines.readLine();
            if (line == null) {
                lines.close();
                lines = null;
                continue;
            }
            lineNumber++;
            if (line.isBlank() || (commentPrefix != null && !commentPrefix.isEmpty() && line.startsWith(commentPrefix))) {
                continue;
            }
            run().rowRead();
            return new TextRow(current.description(), lineNumber, split(line));
        }
    }

    private boolean openNext() throws IOException {
        SourceLocations.Location next = nextSource();
        if (next == null) {
            return false;
        }
        current = next.open();
        run().readFrom(current);
        lines = new BufferedReader(new InputStreamReader(current.content(), StandardCharsets.UTF_8), 1 << 16);
        lineNumber = 0;
        return true;
    }

    private String[] split(String line) {
        if (!"comma".equals(delimiter)) {
            return line.split("\t", -1); // String.split takes a fast path, without regex, for one plain character
        }
        return line.indexOf('"') < 0 ? trimmed(line.split(",", -1)) : quotedFields(line);
    }

    private static String[] trimmed(String[] fields) {
        for (int i = 0; i < fields.length; i++) {
            fields[i] = fields[i].trim();
        }
        return fields;
    }

    /**
     * RFC 4180 fields: a quoted field is kept as written between its quotes (commas, spaces, a doubled quote as one
     * quote); an unquoted one is trimmed.
     */
    private static String[] quotedFields(String line) {
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean inQuotes = false;
        boolean wasQuoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (inQuotes) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    inQuotes = false;
                } else {
                    field.append(c);
                }
            } else if (c == ',') {
                fields.add(wasQuoted ? field.toString() : field.toString().trim());
                field.setLength(0);
                wasQuoted = false;
            } else if (c == '"' && !wasQuoted && field.toString().isBlank()) {
                field.setLength(0);
                inQuotes = true;
                wasQuoted = true;
            } else if (!wasQuoted) {
                field.append(c);
            }
        }
        fields.add(wasQuoted ? field.toString() : field.toString().trim());
        return fields.toArray(String[]::new);
    }

    @Override
    public void close() throws IOException {
        if (lines != null) {
            lines.close();
        }
    }
}
