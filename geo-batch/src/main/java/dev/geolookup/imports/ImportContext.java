package dev.geolookup.imports;

import dev.geolookup.api.Dataset;
import dev.geolookup.importrun.ImportProgress;
import jakarta.batch.runtime.context.JobContext;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The state one import job shares between its steps and listeners: the run it records to, the source being read
 * and the counters. Kept as the job context's transient user data, so it lives exactly as long as the execution.
 */
public final class ImportContext {

    private final long runId;
    private final Dataset dataset;
    private final List<String> tables;
    private final List<DatasetSource> sources = new ArrayList<>();
    private long rowsRead;
    private long rowsWritten;
    private final Map<String, Long> skippedByReason = new TreeMap<>();
    private volatile String failure;
    private volatile boolean swapped;
    private final ImportProgressLog progressLog = new ImportProgressLog();

    public ImportContext(long runId, Dataset dataset, List<String> tables) {
        this.runId = runId;
        this.dataset = dataset;
        this.tables = List.copyOf(tables);
    }

    public static ImportContext of(JobContext jobContext) {
        return (ImportContext) jobContext.getTransientUserData();
    }

    public long runId() { return runId; }
    public Dataset dataset() { return dataset; }
    public List<String> tables() { return tables; }

    /** A source the reader opened; a dataset may be read from several files in turn. */
    public synchronized void readFrom(DatasetSource source) {
        sources.add(source);
    }

    public synchronized List<DatasetSource> sources() {
        return List.copyOf(sources);
    }

    /** The SHA-256 of each source read, in reading order. */
    public synchronized String checksums() {
        return sources.stream().map(DatasetSource::checksum).collect(Collectors.joining(","));
    }
    public String failure() { return failure; }
    public boolean swapped() { return swapped; }
    void markSwapped() { this.swapped = true; }

    public synchronized void rowRead() {
        rowsRead++;
    }

    /** Counts a written chunk and logs progress now and then. */
    public void rowsWritten(long count) {
        synchronized (this) {
            rowsWritten += count;
        }
        progressLog.chunkWritten(this);
    }

    /** A row left out, counted under the reason a user reading the run record will understand. */
    public synchronized void rowSkipped(String reason) {
        skippedByReason.merge(reason, 1L, Long::sum);
    }

    public synchronized long rowsRead() {
        return rowsRead;
    }

    public synchronized long rowsWritten() {
        return rowsWritten;
    }

    public synchronized long rowsSkipped() {
        return skippedByReason.values().stream().mapToLong(Long::longValue).sum();
    }

    /** Remembers the first failure; later ones are consequences of it. */
    void failed(String reason) {
        if (failure == null) {
            failure = reason;
        }
    }

    /** Bytes are totalled over the sources opened so far; the total is known when each of their sizes is. */
    public synchronized ImportProgress progress() {
        long bytesRead = sources.stream().mapToLong(DatasetSource::bytesRead).sum();
        boolean sizesKnown = !sources.isEmpty() && sources.stream().allMatch(source -> source.totalBytes() != null);
        Long bytesTotal = sizesKnown ? sources.stream().mapToLong(DatasetSource::totalBytes).sum() : null;
        return new ImportProgress(bytesTotal, bytesRead, rowsRead, rowsWritten, rowsSkipped(), skippedByReason);
    }
}
