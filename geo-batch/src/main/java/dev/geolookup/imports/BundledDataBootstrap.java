package dev.geolookup.imports;

import dev.geolookup.api.Dataset;
import dev.geolookup.importrun.ImportRuns;
import dev.geolookup.readmodel.DatasetVersions;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.Resource;
import jakarta.ejb.DependsOn;
import jakarta.ejb.EJB;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.Timeout;
import jakarta.ejb.TimerConfig;
import jakarta.ejb.TimerService;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Imports the bundled file of every dataset the database does not hold yet, through the same jobs an admin runs
 * (those bundled in the data directory only where one is configured):
 * on start, and again every minute, so a dataset whose first import was cut off (or whose lock another node
 * still held) is imported as soon as that is possible. First it closes the records of runs a dead server left.
 */
@Singleton
@Startup
@DependsOn({"SchemaMigration", "ReadModelRefresher"})
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class BundledDataBootstrap {

    private static final Logger LOG = Logger.getLogger(BundledDataBootstrap.class.getName());
    private static final long RECHECK_MILLIS = 60_000;

    @EJB
    private ImportRuns runs;

    @EJB
    private DatasetVersions versions;

    @EJB
    private ImportLauncher launcher;

    @Resource
    private TimerService timerService;

    @Inject
    @ConfigProperty(name = "geo.import.on-empty-database", defaultValue = "true")
    private boolean importOnEmptyDatabase;

    @PostConstruct
    @TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
    void start() {
        importMissingDatasets();
        timerService.createIntervalTimer(RECHECK_MILLIS, RECHECK_MILLIS, new TimerConfig("bundled-data-bootstrap", false));
    }

    @Timeout
    void recheck() {
        importMissingDatasets();
    }

    private void importMissingDatasets() {
        try {
            int abandoned = runs.failAbandoned("the server stopped during the run");
            if (abandoned > 0) {
                LOG.warning(() -> abandoned + " import runs were cut off by a stop; the data they were replacing is served");
            }
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "Could not check for abandoned import runs: " + e.getMessage(), e);
        }
        if (!importOnEmptyDatabase) {
            return;
        }
        boolean dataDirectoryKnown = DatasetSource.dataDirectory().isPresent();
        for (Dataset dataset : Dataset.values()) {
            try {
                if (dataset.bundledInDataDirectory() && !dataDirectoryKnown) {
                    continue; // no bundled copy on this node: an admin imports it from a source (docs/OPERATIONS.md)
                }
                if (versions.current(dataset) == 0) {
                    launcher.start(dataset, DatasetSource.BUNDLED);
                    LOG.info(() -> "The database held no " + dataset.id() + ": importing the bundled file");
                }
            } catch (ImportAlreadyRunningException e) {
                LOG.fine(() -> dataset.id() + " is being imported already");
            } catch (RuntimeException e) {
                LOG.log(Level.WARNING, "Could not start the import of " + dataset.id() + ": " + e.getMessage(), e);
            }
        }
    }
}
