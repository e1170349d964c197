package dev.geolookup.imports;

import dev.geolookup.api.Dataset;
import dev.geolookup.importrun.ImportLocks;
import dev.geolookup.importrun.ImportRuns;
import jakarta.batch.api.BatchProperty;
import jakarta.batch.api.listener.JobListener;
import jakarta.batch.runtime.context.JobContext;
import jakarta.ejb.EJB;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.inject.Named;

import java.util.Arrays;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Opens the shared state of an import and, when the job ends without swapping its data in, records why, drops
 * the staging tables and leaves the live data as it was.
 */
@Named("importJobListener")
@Dependent
public class ImportJobListener implements JobListener {

    private static final Logger LOG = Logger.getLogger(ImportJobListener.class.getName());

    @Inject
    private JobContext jobContext;

    @Inject
    @BatchProperty(name = "runId")
    private String runId;

    @Inject
    @BatchProperty(name = "dataset")
    private String dataset;

    @Inject
    @BatchProperty(name = "tables")
    private String tables;

    @EJB
    private ImportRuns runs;

    @EJB
    private StagingTables stagingTables;

    @EJB
    private ImportLocks locks;

    @EJB
    private LockHeartbeat heartbeat;

    @Override
    public void beforeJob() {
        Dataset imported = Dataset.byId(dataset);
        jobContext.setTransientUserData(new ImportContext(Long.parseLong(runId), imported,
                Arrays.stream(tables.split(",")).map(String::trim).toList()));
        heartbeat.started(imported);
    }

    /** Cleans up first and records the end last, so a run that reads as ended has nothing left behind. */
    @Override
    public void afterJob() {
        ImportContext context = ImportContext.of(jobContext);
        context.sources().forEach(DatasetSource::close);
        if (!context.swapped()) {
            try {
                stagingTables.discard(context.tables());
            } catch (Exception e) {
                LOG.log(Level.WARNING, "Could not drop the staging tables of " + context.dataset()
                        + "; the next run drops them", e);
            }
        }
        heartbeat.ended(context.dataset());
        locks.release(context.dataset());
        if (context.swapped()) {
            return;
        }
        String reason = context.failure() != null ? context.failure() : "the import stopped before it finished";
        runs.fail(context.runId(), reason);
        LOG.warning(() -> "Import of " + context.dataset() + " (run " + context.runId() + ") failed: " + reason
                + "; the previous data stays served");
    }
}
