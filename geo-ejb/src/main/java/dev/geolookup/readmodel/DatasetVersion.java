package dev.geolookup.readmodel;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;

/** The version of the data a dataset serves; an import bumps it when it swaps new data in. */
@Entity
@Table(name = "dataset_version")
public class DatasetVersion {

    @Id
    private String dataset;

    @Column(nullable = false)
    private long version;

    @Column(name = "import_run_id")
    private Long importRunId;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    protected DatasetVersion() {
    }

    public DatasetVersion(String dataset) {
        this.dataset = dataset;
    }

    public String getDataset() { return dataset; }
    public long getVersion() { return version; }
    public Long getImportRunId() { return importRunId; }
    public Instant getUpdatedAt() { return updatedAt; }

    void advance(Long importRunId, Instant when) {
        this.version++;
        this.importRunId = importRunId;
        this.updatedAt = when;
    }
}
