package dev.geolookup.imports;

import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
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

    public ImportRun begin(String dataset, String source) {
        ImportRun run = new ImportRun(dataset, source, Instant.now());
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
    }

    public void fail(long runId, String error) {
        ImportRun run = em.find(ImportRun.class, runId);
        if (run != null && run.getStatus() == ImportRun.Status.RUNNING) {
            run.fail(error, Instant.now());
        }
    }

    /** Runs a previous process left running when it died: they can never finish now. */
    public int failAbandoned(String reason) {
        List<ImportRun> running = em.createNamedQuery(ImportRun.BY_STATUS, ImportRun.class)
                .setParameter("status", ImportRun.Status.RUNNING).getResultList();
        running.forEach(run -> run.fail(reason, Instant.now()));
        return running.size();
    }

    public Optional<ImportRun> lastSucceeded(String dataset) {
        return latest(dataset, ImportRun.Status.SUCCEEDED);
    }

    public Optional<ImportRun> running(String dataset) {
        return latest(dataset, ImportRun.Status.RUNNING);
    }

    private Optional<ImportRun> latest(String dataset, ImportRun.Status status) {
        return em.createNamedQuery(ImportRun.BY_DATASET_AND_STATUS, ImportRun.class)
                .setParameter("dataset", dataset)
                .setParameter("status", status)
                .setMaxResults(1)
                .getResultStream()
                .findFirst();
    }

    public Optional<ImportRun> find(long runId) {
        return Optional.ofNullable(em.find(ImportRun.class, runId));
    }
}
