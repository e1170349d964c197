package dev.geolookup.imports;

import dev.geolookup.api.Dataset;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.Resource;
import jakarta.ejb.DependsOn;
import jakarta.ejb.EJB;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.Timeout;
import jakarta.ejb.Timer;
import jakarta.ejb.TimerConfig;
import jakarta.ejb.TimerService;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigProvider;

import java.util.logging.Logger;

/**
 * Refreshes datasets on the schedule configured as {@code geo.import.<dataset>.schedule}: a cron expression of
 * five fields (minute, hour, day of month, month, day of week), in UTC, e.g. "30 3 * * 0" for Sundays at 03:30.
 * No schedule is configured by default. A run that finds the dataset already importing does nothing.
 */
@Singleton
@Startup
@DependsOn("BundledDataBootstrap")
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class ImportSchedule {

    private static final Logger LOG = Logger.getLogger(ImportSchedule.class.getName());

    @Resource
    private TimerService timerService;

    @EJB
    private ImportLauncher launcher;

    @PostConstruct
    @TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
    void scheduleConfiguredImports() {
        Config config = ConfigProvider.getConfig();
        for (Dataset dataset : Dataset.values()) {
            config.getOptionalValue("geo.import." + dataset.id() + ".schedule", String.class)
                    .filter(cron -> !cron.isBlank())
                    .ifPresent(cron -> scheduleImport(dataset, cron));
        }
    }

    private void scheduleImport(Dataset dataset, String cron) {
        try {
            timerService.createCalendarTimer(CronSchedule.parse(cron), new TimerConfig(dataset.name(), false));
            LOG.info(() -> "Import of " + dataset.id() + " scheduled at '" + cron + "' (UTC)");
        } catch (IllegalArgumentException e) {
            LOG.severe(() -> "The schedule of " + dataset.id() + " ('" + cron + "') is not valid: "
                    + e.getMessage() + "; the dataset is not refreshed on a schedule");
        }
    }

    @Timeout
    void refresh(Timer timer) {
        Dataset dataset = Dataset.valueOf((String) timer.getInfo());
        try {
            launcher.start(dataset, null);
        } catch (ImportAlreadyRunningException e) {
            LOG.info(() -> "Scheduled import of " + dataset.id() + " skipped: " + e.getMessage());
        } catch (ImportRefusedException e) {
            LOG.warning(() -> "Scheduled import of " + dataset.id() + " not started: " + e.getMessage());
        }
    }
}
