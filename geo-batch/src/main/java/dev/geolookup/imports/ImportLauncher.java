package dev.geolookup.imports;

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

    /**
     * Starts an import of the dataset from the source (a path, an http(s) URL or "bundled"); without a source,
     * from the one configured as {@code geo.import.<dataset>.source}.
     */
    public ImportRun start(Dataset dataset, String source) {
        runs.running(dataset.jobName()).ifPresent(running -> {
            throw new ImportAlreadyRunningException(dataset.jobName(), running.getId());
        });
        String chosenSource = source != null && !source.isBlank() ? source.trim() : configuredSource(dataset);
        ImportRun run = runs.begin(dataset.jobName(), chosenSource);
        Properties parameters = new Properties();
        parameters.setProperty("runId", String.valueOf(run.getId()));
        parameters.setProperty("source", chosenSource);
        JobOperator operator = BatchRuntime.getJobOperator();
        long execution = operator.start(dataset.jobName(), parameters);
        runs.attachJob(run.getId(), execution);
        LOG.info(() -> "Import of " + dataset.jobName() + " started from " + chosenSource + " (run " + run.getId()
                + ")");
        return run;
    }

    private static String configuredSource(Dataset dataset) {
        Config config = ConfigProvider.getConfig();
        return config.getOptionalValue("geo.import." + dataset.jobName() + ".source", String.class)
                .orElse(DatasetSource.BUNDLED);
    }
}
