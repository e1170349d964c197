package dev.geolookup.importrun;

import dev.geolookup.api.Dataset;
import dev.geolookup.importrun.ImportLocks;
import dev.geolookup.importrun.ImportProgress;
import dev.geolookup.importrun.ImportRun;
import dev.geolookup.importrun.ImportRunEnded;
import dev.geolookup.readmodel.DatasetVersion;
import dev.geolookup.readmodel.ReadModelRefused;
import jakarta.ejb.EJB;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.enterprise.event.Event;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The record of import runs. Each change commits on its own, so a run's progress and its end are on record even
 * when the import's own work is rolled back.
 */
@Stateless
@TransactionAttribute(TransactionAttributeType.REQUIRES_NEW)
public class ImportRuns {

    @PersistenceContext(unitName = "geo")
    private EntityManager em;

    @EJB
    private ImportLocks locks;

    @Inject
    private Event<ImportRunEnded> runEnded;

    public ImportRun begin(Dataset dataset, String source) {
        ImportRun run = new ImportRun(dataset.id(), source, Instant.now());
        em.persist(run);
        em.flush();
        return run;
    }

    public void attachJob(long runId, long jobExecutionId) {
        em.find(ImportRun.class, runId).attachJob(jobExecutionId);
    }

    public void recordProgress(long runId, ImportProgress progress) {
        em.find(ImportRun.class, runId).recordProgress(progress);
    }

    public void succeed(long runId, ImportProgress progress, String checksumSha256) {
        ImportRun run = em.find(ImportRun.class, runId);
        run.recordProgress(progress);
        run.succeed(checksumSha256, Instant.now());
        runEnded.fire(ImportRunEnded.of(run));
    }

    public void fail(long runId, String error) {
        ImportRun run = em.find(ImportRun.class, runId);
        if (run != null && run.getStatus() == ImportRun.Status.RUNNING) {
            run.fail(error, Instant.now());
            runEnded.fire(ImportRunEnded.of(run));
        }
    }

    /** Notes a node's refusal of a data version on the run that made it, while that version is the current one. */
    public void noteRefusal(@Observes ReadModelRefused refused) {
        DatasetVersion current = em.find(DatasetVersion.class, refused.dataset().id());
        if (current == null || current.getVersion() != refused.version() || current.getImportRunId() == null) {
            return;
        }
        ImportRun run = em.find(ImportRun.class, current.getImportRunId());
        if (run != null) {
            run.note("node " + refused.node() + " serves the previous data: " + refused.reason());
        }
    }

    /**
     * Closes the records of runs that no live lock holds: their server stopped during the run, so they can never
     * finish. A run that a live node is still working on keeps its lock's heartbeat fresh and is left alone. So is
     * a run younger than a stale lock: a healthy run holds no lock of its own for a moment at both ends (between
     * taking the lock and being named in it, between releasing it and recording its end).
     */
    public int failAbandoned(String reason) {
        Instant youngestAbandoned = locks.staleBefore(Instant.now());
        List<ImportRun> abandoned = em.createNamedQuery(ImportRun.BY_STATUS, ImportRun.class)
                .setParameter("status", ImportRun.Status.RUNNING).getResultStream()
                .filter(run -> run.getStartedAt().isBefore(youngestAbandoned))
                .filter(run -> locks.live(run.getDataset()).map(lock -> lock.getImportRunId() != run.getId())
                        .orElse(true))
                .toList();
        abandoned.forEach(run -> {
            run.fail(reason, Instant.now());
            runEnded.fire(ImportRunEnded.of(run));
        });
        return abandoned.size();
    }

    /** The most recent runs, newest first. */
    public List<ImportRun> recent(int limit) {
        return em.createNamedQuery(ImportRun.RECENT, ImportRun.class).setMaxResults(limit).getResultList();
    }

    public Optional<ImportRun> find(long runId) {
        return Optional.ofNullable(em.find(ImportRun.class, runId));
    }
}
