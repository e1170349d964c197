package dev.geolookup.imports;

import dev.geolookup.api.Dataset;
import dev.geolookup.importrun.ImportLocks;
import dev.geolookup.importrun.ImportRun;
import dev.geolookup.importrun.ImportRuns;
import dev.geolookup.readmodel.HeapBudget;
import jakarta.batch.operations.JobOperator;
import jakarta.batch.runtime.BatchRuntime;
import jakarta.ejb.EJB;
import jakarta.ejb.Lock;
import jakarta.ejb.LockType;
import jakarta.ejb.Singleton;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigProvider;

import java.io.IOException;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.Properties;
import java.util.logging.Logger;

/** Starts dataset imports, one at a time per dataset, each recorded as an import run. */
@Singleton
@Lock(LockType.WRITE)
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class ImportLauncher {

    private static final Logger LOG = Logger.getLogger(ImportLauncher.class.getName());

    @EJB
    private ImportRuns runs;

    @EJB
    private ImportLocks locks;

    @Inject
    @Any
    private Instance<SourceHeapEstimate> estimates;

    @Inject
    private HeapBudget heapBudget;

    /**
     * Starts an import of the dataset from the source (a path, an http(s) URL or "bundled"), which the
     * {@link SourcePolicy} must allow; without a source, from the one configured as
     * {@code geo.import.<dataset>.source}. The run records the source without credentials.
     */
    public ImportRun start(Dataset dataset, String source) {
        boolean given = source != null && !source.isBlank();
        String chosenSource = expandMonth(given ? source.trim() : configuredSource(dataset));
        if (given) {
            SourcePolicy.configured().check(chosenSource);
        }
        refuseWhatNoNodeCouldLoad(dataset, chosenSource);
        if (!locks.acquire(dataset)) {
            throw new ImportAlreadyRunningException(dataset.id());
        }
        String shown = SourcePolicy.redacted(chosenSource);
        ImportRun run = runs.begin(dataset, shown);
        locks.attach(dataset, run.getId());
        Properties parameters = new Properties();
        parameters.setProperty("runId", String.valueOf(run.getId()));
        parameters.setProperty("source", chosenSource);
        try {
            JobOperator operator = BatchRuntime.getJobOperator();
            long execution = operator.start(dataset.id(), parameters);
            runs.attachJob(run.getId(), execution);
        } catch (RuntimeException e) {
            runs.fail(run.getId(), "the batch runtime did not start the job: " + FailureReason.of(e));
            locks.release(dataset);
            throw e;
        }
        LOG.info(() -> "Import of " + dataset.id() + " started from " + shown + " (run " + run.getId()
                + ")");
        return run;
    }

    /**
     * Refuses a source whose read model, estimated from its first part, no node of this heap could build. The
     * bundled copies are what a node loads on its first start, and a source that cannot be read now is left for the
     * run to report.
     */
    private void refuseWhatNoNodeCouldLoad(Dataset dataset, String source) {
        if (source.isBlank() || source.trim().equals(DatasetSource.BUNDLED)) {
            return;
        }
        for (SourceHeapEstimate estimate : estimates) {
            if (estimate.datasets().contains(dataset)) {
                long needed = 0;
                SourceLocations locations = new SourceLocations(source, null);
                for (SourceLocations.Location location = locations.next(); location != null;
                     location = locations.next()) {
                    try (DatasetSource opened = location.open()) {
                        needed += estimate.heapNeededToBuild(opened);
                    } catch (IOException e) {
                        return;
                    }
                }
                heapBudget.beyondAnyNode(needed).ifPresent(reason -> {
                    throw new ImportRefusedException(dataset.id(), reason);
                });
            }
        }
    }

    /** DB-IP names its monthly files by month: {yyyy-MM} in a source stands for the current one. */
    static String expandMonth(String source) {
        return source.replace("{yyyy-MM}", YearMonth.now(ZoneOffset.UTC).toString());
    }

    private static String configuredSource(Dataset dataset) {
        Config config = ConfigProvider.getConfig();
        return config.getOptionalValue("geo.import." + dataset.id() + ".source", String.class)
                .orElse(DatasetSource.BUNDLED);
    }
}
