package dev.geolookup.importrun;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;

/** Held while a dataset is being imported; its key keeps a second run of the dataset out, on any node. */
@Entity
@Table(name = "import_lock")
public class ImportLock {

    @Id
    private String dataset;

    @Column(name = "import_run_id", nullable = false)
    private long importRunId;

    @Column(name = "heartbeat_at", nullable = false)
    private Instant heartbeatAt;

    protected ImportLock() {
    }

    ImportLock(String dataset, Instant now) {
        this.dataset = dataset;
        this.heartbeatAt = now;
    }

    public String getDataset() { return dataset; }
    public long getImportRunId() { return importRunId; }
    public Instant getHeartbeatAt() { return heartbeatAt; }

    void attach(long runId) {
        this.importRunId = runId;
    }

    void beat(Instant now) {
        this.heartbeatAt = now;
    }
}
