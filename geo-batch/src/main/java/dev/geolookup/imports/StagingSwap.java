package dev.geolookup.imports;

import dev.geolookup.importrun.ImportLocks;
import dev.geolookup.importrun.ImportRuns;
import dev.geolookup.readmodel.DatasetVersions;
import dev.geolookup.readmodel.HeapBudget;
import dev.geolookup.readmodel.ReadModel;
import dev.geolookup.readmodel.ReadModelRefresher;
import jakarta.batch.api.AbstractBatchlet;
import jakarta.batch.api.BatchProperty;
import jakarta.batch.runtime.context.JobContext;
import jakarta.ejb.EJB;
import jakarta.enterprise.context.Dependent;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.inject.Named;

import java.util.logging.Logger;

/**
 * Last step of every import: checks the run is sound, swaps the staging tables in, advances the data version and
 * reloads this node's read model. A run that is mostly malformed swaps nothing.
 */
@Named("stagingSwap")
@Dependent
public class StagingSwap extends AbstractBatchlet {

    private static final Logger LOG = Logger.getLogger(StagingSwap.class.getName());

    /** More skipped rows than this share of all rows means the file is not what the importer expects. */
    private static final double MAX_SKIPPED_SHARE = 0.01;

    @Inject
    private JobContext jobContext;

    @Inject
    @BatchProperty(name = "minimumRows")
    private String minimumRows;

    @EJB
    private StagingTables stagingTables;

    @EJB
    private DatasetVersions versions;

    @EJB
    private ImportRuns runs;

    @EJB
    private ReadModelRefresher refresher;

    @EJB
    private ImportLocks locks;

    @Inject
    @Any
    private Instance<ReadModel> readModels;

    @Inject
    private HeapBudget heapBudget;

    @Override
    public String process() throws Exception {
        ImportContext context = ImportContext.of(jobContext);
        long read = context.rowsRead();
        long skipped = context.rowsSkipped();
        if (skipped > read * MAX_SKIPPED_SHARE) {
            throw new IllegalStateException(String.format(
                    "%d of %d rows are malformed (more than %.0f%%): %s", skipped, read, MAX_SKIPPED_SHARE * 100,
                    context.progress().skippedByReason()));
        }
        long required = minimumRows == null ? 1 : Long.parseLong(minimumRows);
        if (context.rowsWritten() < required) {
            throw new IllegalStateException("the source held " + context.rowsWritten()
                    + " usable rows, fewer than the " + required + " this dataset needs");
        }
        refuseWhatNoNodeCouldLoad(context);
        stagingTables.swap(context.tables());
        context.markSwapped();
        long version = versions.advance(context.dataset(), context.runId());
        // A run reads as succeeded only once this node serves its data and a next run may start.
        refresher.refresh(context.dataset());
        locks.release(context.dataset());
        runs.succeed(context.runId(), context.progress(), context.checksums());
        LOG.info(() -> String.format("Import of %s (run %d) swapped in: %d rows written, %d skipped; data version %d",
                context.dataset(), context.runId(), context.rowsWritten(), skipped, version));
        return "SWAPPED";
    }

    /**
     * Fails the run, before anything goes live, when no node of this heap could build the read model of what it
     * wrote: the figure from the rows themselves, where the start could only estimate it from the source's first part.
     */
    private void refuseWhatNoNodeCouldLoad(ImportContext context) {
        for (ReadModel model : readModels) {
            if (model.dataset() == context.dataset()) {
                long needed = model.heapNeededToBuild(StagingTables::staging);
                heapBudget.beyondAnyNode(needed).ifPresent(reason -> {
                    throw new IllegalStateException("refused, the previous data stays served: " + reason);
                });
            }
        }
    }
}
