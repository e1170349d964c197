package dev.geolookup.imports;

import dev.geolookup.api.Dataset;
import dev.geolookup.importrun.ImportLocks;
import dev.geolookup.importrun.ImportRun;
import dev.geolookup.importrun.ImportRuns;
import jakarta.batch.operations.JobOperator;
import jakarta.batch.runtime.BatchRuntime;
import jakarta.ejb.EJB;
import jakarta.ejb.Lock;
import jakarta.ejb.LockType;
import jakarta.ejb.Singleton;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigProvider;

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

    /**
     * Starts an import of the dataset from the source (a path, an http(s) URL or "bundled"); without a source,
     * from the one configured as {@code geo.import.<dataset>.source}.
     */
    public ImportRun start(Dataset dataset, String source) {
        if (!locks.acquire(dataset)) {
            throw new ImportAlreadyRunningException(dataset.id());
        }
        String chosenSource = expandMonth(source != null && !source.isBlank() ? source.trim() : configuredSource(dataset));
        ImportRun run = runs.begin(dataset, chosenSource);
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
        LOG.info(() -> "Import of " + dataset.id() + " started from " + chosenSource + " (run " + run.getId()
                + ")");
        return run;
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
