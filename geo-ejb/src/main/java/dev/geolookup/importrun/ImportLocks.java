package dev.geolookup.importrun;

import dev.geolookup.api.Dataset;
import dev.geolookup.importrun.ImportLock;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.PersistenceException;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * The per-dataset import lock in the database. A lock whose heartbeat is older than
 * {@code geo.import.lock-stale-minutes} belongs to a run whose server died; it may be taken over.
 */
@Stateless
@TransactionAttribute(TransactionAttributeType.REQUIRES_NEW)
public class ImportLocks {

    @PersistenceContext(unitName = "geo")
    private EntityManager em;

    @Inject
    @ConfigProperty(name = "geo.import.lock-stale-minutes", defaultValue = "2")
    private int staleMinutes;

    /** Takes the dataset's lock; false when a live run holds it. */
    public boolean acquire(Dataset dataset) {
        Instant now = Instant.now();
        ImportLock existing = em.find(ImportLock.class, dataset.id());
        if (existing != null) {
            if (!isStale(existing, now)) {
                return false;
            }
            em.remove(existing);
            em.flush();
        }
        try {
            em.persist(new ImportLock(dataset.id(), now));
            em.flush();
            return true;
        } catch (PersistenceException raced) {
            return false;
        }
    }

    public void attach(Dataset dataset, long runId) {
        ImportLock lock = em.find(ImportLock.class, dataset.id());
        if (lock != null) {
            lock.attach(runId);
        }
    }

    public void heartbeat(Dataset dataset) {
        ImportLock lock = em.find(ImportLock.class, dataset.id());
        if (lock != null) {
            lock.beat(Instant.now());
        }
    }

    public void release(Dataset dataset) {
        ImportLock lock = em.find(ImportLock.class, dataset.id());
        if (lock != null) {
            em.remove(lock);
        }
    }

    /** The live lock of a dataset, if a run holds one. */
    public Optional<ImportLock> live(Dataset dataset) {
        return live(dataset.id());
    }

    /** By the id a run record holds, which may name a dataset this version of the service no longer has. */
    public Optional<ImportLock> live(String datasetId) {
        ImportLock lock = em.find(ImportLock.class, datasetId);
        return lock == null || isStale(lock, Instant.now()) ? Optional.empty() : Optional.of(lock);
    }

    /** The moment before which a heartbeat, seen at {@code now}, is stale. */
    public Instant staleBefore(Instant now) {
        return now.minus(Duration.ofMinutes(staleMinutes));
    }

    private boolean isStale(ImportLock lock, Instant now) {
        return lock.getHeartbeatAt().isBefore(staleBefore(now));
    }
}
