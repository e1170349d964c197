package dev.geolookup.imports;

import jakarta.batch.api.BatchProperty;
import jakarta.batch.api.chunk.AbstractItemReader;
import jakarta.batch.runtime.context.JobContext;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.inject.Named;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;

/**
 * Streams the lines of one or more delimited text files (GeoNames tab-separated, DB-IP comma-separated), one
 * after the other, split into fields. GeoNames has no quoting, so a quote is data; only the comma-separated form
 * drops quotes around a whole field. Blank lines and comment lines are not rows.
 */
@Named("delimitedTextReader")
@Dependent
public class DelimitedTextReader extends AbstractItemReader {

    @Inject
    private JobContext jobContext;

    /** One or more sources separated by commas; "bundled" stands for the bundled resources. */
    @Inject
    @BatchProperty(name = "source")
    private String source;

    @Inject
    @BatchProperty(name = "bundledResources")
    private String bundledResources;

    /** "tab" or "comma". */
    @Inject
    @BatchProperty(name = "delimiter")
    private String delimiter;

    @Inject
    @BatchProperty(name = "commentPrefix")
    private String commentPrefix;

    public DelimitedTextReader() {
    }

    /** A reader outside a batch runtime, for tests: what the job XML and the runtime would inject. */
    DelimitedTextReader(JobContext jobContext, String source, String bundledResources, String delimiter,
                        String commentPrefix) {
        this.jobContext = jobContext;
        this.source = source;
        this.bundledResources = bundledResources;
        this.delimiter = delimiter;
        this.commentPrefix = commentPrefix;
    }

    private record Location(String location, boolean bundled) {
    }

    private final Deque<Location> pending = new ArrayDeque<>();
    private DatasetSource current;
    private BufferedReader lines;
    private long lineNumber;

    @Override
    public void open(Serializable checkpoint) {
        boolean bundled = source == null || source.isBlank() || source.trim().equals(DatasetSource.BUNDLED);
        Arrays.stream((bundled ? bundledResources : source).split(",")).map(String::trim)
                .filter(location -> !location.isEmpty())
                .forEach(location -> pending.add(new Location(location, bundled)));
    }

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
            ImportContext.of(jobContext).rowRead();
            return new TextRow(current.description(), lineNumber, split(line));
        }
    }

    private boolean openNext() throws IOException {
        Location next = pending.poll();
        if (next == null) {
            return false;
        }
        current = next.bundled() ? DatasetSource.open(DatasetSource.BUNDLED, next.location())
                : DatasetSource.open(next.location(), null);
        ImportContext.of(jobContext).readFrom(current);
        lines = new BufferedReader(new InputStreamReader(current.content(), StandardCharsets.UTF_8), 1 << 16);
        lineNumber = 0;
        return true;
    }

    private String[] split(String line) {
        if (!"comma".equals(delimiter)) {
            return line.split("\t", -1); // String.split takes a fast path, without regex, for one plain character
        }
        String[] fields = line.split(",", -1);
        for (int i = 0; i < fields.length; i++) {
            String field = fields[i].trim();
            if (field.length() >= 2 && field.startsWith("\"") && field.endsWith("\"")) {
                field = field.substring(1, field.length() - 1);
            }
            fields[i] = field;
        }
        return fields;
    }

    @Override
    public void close() throws IOException {
        if (lines != null) {
            lines.close();
        }
    }
}
