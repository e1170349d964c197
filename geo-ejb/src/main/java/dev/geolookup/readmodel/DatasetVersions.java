package dev.geolookup.readmodel;

import dev.geolookup.api.Dataset;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import java.time.Instant;
import java.util.Optional;

/** Reads and advances the data version of each dataset. */
@Stateless
public class DatasetVersions {

    @PersistenceContext(unitName = "geo")
    private EntityManager em;

    /** The version a dataset serves now; 0 when it was never imported. */
    public long current(Dataset dataset) {
        DatasetVersion version = em.find(DatasetVersion.class, dataset.id());
        return version == null ? 0 : version.getVersion();
    }

    /** When the version a dataset serves now was swapped in; empty when it was never imported. */
    public Optional<Instant> updatedAt(Dataset dataset) {
        DatasetVersion version = em.find(DatasetVersion.class, dataset.id());
        return Optional.ofNullable(version == null ? null : version.getUpdatedAt());
    }

    /** Records that new data was swapped in for the dataset by that import run. */
    @TransactionAttribute(TransactionAttributeType.REQUIRES_NEW)
    public long advance(Dataset dataset, Long importRunId) {
        DatasetVersion version = em.find(DatasetVersion.class, dataset.id());
        if (version == null) {
            version = new DatasetVersion(dataset.id());
            em.persist(version);
        }
        version.advance(importRunId, Instant.now());
        return version.getVersion();
    }
}
