package dev.geolookup.imports;

import dev.geolookup.readmodel.DatasetVersions;
import jakarta.annotation.PostConstruct;
import jakarta.ejb.DependsOn;
import jakarta.ejb.EJB;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.logging.Logger;

/**
 * On start: closes the records of runs a previous process left unfinished, then imports every dataset that the
 * database does not hold yet, through the same jobs an admin runs.
 */
@Singleton
@Startup
@DependsOn({"SchemaMigration", "ReadModelRefresher"})
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class BundledDataBootstrap {

    private static final Logger LOG = Logger.getLogger(BundledDataBootstrap.class.getName());

    @EJB
    private ImportRuns runs;

    @EJB
    private DatasetVersions versions;

    @EJB
    private ImportLauncher launcher;

    @Inject
    @ConfigProperty(name = "geo.import.on-empty-database", defaultValue = "true")
    private boolean importOnEmptyDatabase;

    @PostConstruct
    @TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
    void importMissingDatasets() {
        int abandoned = runs.failAbandoned("the server stopped during the run");
        if (abandoned > 0) {
            LOG.warning(() -> abandoned + " import runs were cut off by a stop; the data they were replacing is served");
        }
        if (!importOnEmptyDatabase) {
            return;
        }
        for (Dataset dataset : Dataset.values()) {
            if (versions.current(dataset.jobName()) == 0) {
                LOG.info(() -> "The database holds no " + dataset.jobName() + " yet: importing them");
                launcher.start(dataset, null);
            }
        }
    }
}
