package dev.geolookup.imports;

import jakarta.batch.runtime.context.JobContext;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The state one import job shares between its steps and listeners: the run it records to, the source being read
 * and the counters. Kept as the job context's transient user data, so it lives exactly as long as the execution.
 */
public final class ImportContext {

    private final long runId;
    private final String dataset;
    private final List<String> tables;
    private volatile DatasetSource source;
    private long rowsRead;
    private long rowsWritten;
    private final Map<String, Long> skippedByReason = new TreeMap<>();
    private volatile String failure;
    private volatile boolean swapped;

    ImportContext(long runId, String dataset, List<String> tables) {
        this.runId = runId;
        this.dataset = dataset;
        this.tables = List.copyOf(tables);
    }

    public static ImportContext of(JobContext jobContext) {
        return (ImportContext) jobContext.getTransientUserData();
    }

    public long runId() { return runId; }
    public String dataset() { return dataset; }
    public List<String> tables() { return tables; }
    public DatasetSource source() { return source; }
    public void readFrom(DatasetSource source) { this.source = source; }
    public String failure() { return failure; }
    public boolean swapped() { return swapped; }
    void markSwapped() { this.swapped = true; }

    public synchronized void rowRead() {
        rowsRead++;
    }

    public synchronized void rowsWritten(long count) {
        rowsWritten += count;
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

    public synchronized dev.geolookup.imports.ImportProgress progress() {
        DatasetSource current = source;
        return new ImportProgress(current == null ? null : current.totalBytes(),
                current == null ? 0 : current.bytesRead(),
                rowsRead, rowsWritten, rowsSkipped(), skippedByReason);
    }
}
