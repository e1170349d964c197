package dev.geolookup.importrun;

import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.MapKeyColumn;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** One run of a dataset import: where it read from, how far it got and how it ended. */
@Entity
@Table(name = "import_run")
@NamedQuery(name = ImportRun.BY_STATUS, query = "SELECT r FROM ImportRun r WHERE r.status = :status")
@NamedQuery(name = ImportRun.RECENT, query = "SELECT r FROM ImportRun r ORDER BY r.id DESC")
public class ImportRun {

    public static final String BY_STATUS = "ImportRun.byStatus";
    public static final String RECENT = "ImportRun.recent";

    static final int MAX_NOTES = 32;

    public enum Status { RUNNING, SUCCEEDED, FAILED }

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false)
    private String dataset;

    @Column(nullable = false, length = 2048)
    private String source;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private Status status;

    @Column(name = "checksum_sha256")
    private String checksumSha256;

    @Column(name = "bytes_total")
    private Long bytesTotal;

    @Column(name = "bytes_read", nullable = false)
    private long bytesRead;

    @Column(name = "rows_read", nullable = false)
    private long rowsRead;

    @Column(name = "rows_written", nullable = false)
    private long rowsWritten;

    @Column(name = "rows_skipped", nullable = false)
    private long rowsSkipped;

    @ElementCollection(fetch = FetchType.EAGER)
    @CollectionTable(name = "import_run_skipped", joinColumns = @JoinColumn(name = "import_run_id"))
    @MapKeyColumn(name = "reason")
    @Column(name = "row_count")
    private Map<String, Long> skippedByReason = new TreeMap<>();

    @Column(name = "started_at", nullable = false)
    private Instant startedAt;

    @Column(name = "finished_at")
    private Instant finishedAt;

    @Column(columnDefinition = "TEXT")
    private String error;

    @Column(name = "job_execution_id")
    private Long jobExecutionId;

    /** What happened to the run's data after it ended, a line each: a node that would not load it, and why. */
    @Column(columnDefinition = "TEXT")
    private String notes;

    protected ImportRun() {
    }

    public ImportRun(String dataset, String source, Instant startedAt) {
        this.dataset = dataset;
        this.source = source;
        this.startedAt = startedAt;
        this.status = Status.RUNNING;
    }

    public Long getId() { return id; }
    public String getDataset() { return dataset; }
    public String getSource() { return source; }
    public Status getStatus() { return status; }
    public String getChecksumSha256() { return checksumSha256; }
    public Long getBytesTotal() { return bytesTotal; }
    public long getBytesRead() { return bytesRead; }
    public long getRowsRead() { return rowsRead; }
    public long getRowsWritten() { return rowsWritten; }
    public long getRowsSkipped() { return rowsSkipped; }
    public Map<String, Long> getSkippedByReason() { return skippedByReason; }
    public Instant getStartedAt() { return startedAt; }
    public Instant getFinishedAt() { return finishedAt; }
    public String getError() { return error; }
    public Long getJobExecutionId() { return jobExecutionId; }

    public List<String> getNotes() {
        return notes == null ? List.of() : List.of(notes.split("\n"));
    }

    /**
     * Adds a line to the notes, once: a node that restarts says the same again. The oldest lines go first when the
     * notes pass {@value #MAX_NOTES} lines, so a cluster of many nodes cannot grow the record without bound.
     */
    public void note(String line) {
        List<String> lines = new ArrayList<>(getNotes());
        if (lines.contains(line)) {
            return;
        }
        lines.add(line);
        notes = String.join("\n", lines.subList(Math.max(0, lines.size() - MAX_NOTES), lines.size()));
    }

    public void attachJob(long jobExecutionId) {
        this.jobExecutionId = jobExecutionId;
    }

    public void recordProgress(ImportProgress progress) {
        this.bytesTotal = progress.bytesTotal();
        this.bytesRead = progress.bytesRead();
        this.rowsRead = progress.rowsRead();
        this.rowsWritten = progress.rowsWritten();
        this.rowsSkipped = progress.rowsSkipped();
        this.skippedByReason = new TreeMap<>(progress.skippedByReason());
    }

    public void succeed(String checksumSha256, Instant when) {
        this.status = Status.SUCCEEDED;
        this.checksumSha256 = checksumSha256;
        this.finishedAt = when;
    }

    public void fail(String error, Instant when) {
        this.status = Status.FAILED;
        this.error = error;
        this.finishedAt = when;
    }
}
