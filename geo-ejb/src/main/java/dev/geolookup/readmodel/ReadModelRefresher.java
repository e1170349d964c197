package dev.geolookup.readmodel;

import dev.geolookup.api.Dataset;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.Resource;
import jakarta.ejb.ConcurrencyManagement;
import jakarta.ejb.ConcurrencyManagementType;
import jakarta.ejb.DependsOn;
import jakarta.ejb.EJB;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.Timeout;
import jakarta.ejb.TimerConfig;
import jakarta.ejb.TimerService;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.enterprise.concurrent.ManagedExecutorService;
import jakarta.enterprise.event.Event;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.lang.management.ManagementFactory;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Keeps every read model at the data version the database holds. Each node of a cluster polls on its own, so a
 * refresh imported on any node reaches all of them within one poll interval.
 */
@Singleton
@Startup
@DependsOn("SchemaMigration")
// Datasets load side by side (a 12-million-feature gazetteer takes a while); one dataset never twice at once.
@ConcurrencyManagement(ConcurrencyManagementType.BEAN)
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class ReadModelRefresher {

    private static final Logger LOG = Logger.getLogger(ReadModelRefresher.class.getName());

    @Inject
    @Any
    private Instance<ReadModel> readModels;

    @EJB
    private DatasetVersions versions;

    @Inject
    private HeapBudget heapBudget;

    @Inject
    private Event<ReadModelRefused> refused;

    @Resource
    private TimerService timerService;

    @Resource
    private ManagedExecutorService executor;

    private final Map<Dataset, ReentrantLock> loadLocks = new ConcurrentHashMap<>();

    @Inject
    @ConfigProperty(name = "geo.readmodel.poll-seconds", defaultValue = "5")
    private int pollSeconds;

    @PostConstruct
    @TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
    void start() {
        refreshAllInBackground();
        long interval = Math.max(1, pollSeconds) * 1000L;
        timerService.createIntervalTimer(interval, interval, new TimerConfig("read-model-refresh", false));
    }

    @Timeout
    void poll() {
        refreshAllInBackground();
    }

    /**
     * Loads, each on a thread of its own, every read model whose dataset has a newer version in the database than
     * the one it serves: the countries need not wait for a 12-million-feature gazetteer. A model already loading is
     * left to finish.
     */
    private void refreshAllInBackground() {
        for (ReadModel model : readModels) {
            executor.submit(() -> {
                ReentrantLock lock = lockOf(model.dataset());
                if (lock.tryLock()) {
                    try {
                        refreshNow(model);
                    } catch (Error e) {
                        // Out of memory, say: a background task's failure would otherwise vanish with its Future.
                        LOG.log(Level.SEVERE, "Could not load the " + model.dataset() + " read model", e);
                    } finally {
                        lock.unlock();
                    }
                }
            });
        }
    }

    /** What this node serves of the dataset now, for readiness to report. */
    public DatasetServing servingOf(Dataset dataset) {
        for (ReadModel model : readModels) {
            if (model.dataset() == dataset) {
                return new DatasetServing(true, model.loadedVersion(), heapBudget.refusalOf(dataset).orElse(null));
            }
        }
        return new DatasetServing(false, 0, heapBudget.refusalOf(dataset).orElse(null));
    }

    public void refresh(Dataset dataset) {
        for (ReadModel model : readModels) {
            if (model.dataset().equals(dataset)) {
                refresh(model);
            }
        }
    }

    /** Loads the model now, after any load of it already running, so the caller knows this node serves the data. */
    private void refresh(ReadModel model) {
        ReentrantLock lock = lockOf(model.dataset());
        lock.lock();
        try {
            refreshNow(model);
        } finally {
            lock.unlock();
        }
    }

    /**
     * Loads the version when the heap can hold it beside what is served; else keeps serving what the model has (its
     * last snapshot, after a restart) and leaves the refusal for readiness and the metrics to tell.
     */
    private void loadWithinHeap(ReadModel model, long version) {
        Dataset dataset = model.dataset();
        if (!heapBudget.admit(dataset, version, model.heapNeededToLoad(version))) {
            HeapBudget.Refusal refusal = heapBudget.refusalOf(dataset).orElseThrow();
            LOG.warning(() -> "Read model " + dataset + ": " + refusal.reason());
            noteRefusal(refusal);
            if (model.loadedVersion() == 0 && model.serveLastSnapshot()) {
                LOG.warning(() -> "Read model " + dataset + " serves its last snapshot, data version "
                        + model.loadedVersion() + ", instead");
            }
            return;
        }
        try {
            long started = System.nanoTime();
            model.load(version);
            LOG.info(() -> String.format("Read model %s now serves data version %d (loaded in %d ms)",
                    dataset, version, (System.nanoTime() - started) / 1_000_000));
        } finally {
            heapBudget.release(dataset);
        }
    }

    /** Tells the import that made the version; a record that cannot be written must not stop the node serving. */
    private void noteRefusal(HeapBudget.Refusal refusal) {
        try {
            // The runtime's name is the process id and host, "4242@node-a": enough to tell the nodes apart.
            refused.fire(new ReadModelRefused(refusal.dataset(), refusal.version(),
                    ManagementFactory.getRuntimeMXBean().getName(), refusal.reason()));
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "Could not note the refusal in the import's record: " + e.getMessage(), e);
        }
    }

    private ReentrantLock lockOf(Dataset dataset) {
        return loadLocks.computeIfAbsent(dataset, name -> new ReentrantLock());
    }

    private void refreshNow(ReadModel model) {
        try {
            long current = versions.current(model.dataset());
            if (current != 0 && current != model.loadedVersion()
                    && heapBudget.refusalOf(model.dataset()).map(refusal -> refusal.version() != current).orElse(true)) {
                loadWithinHeap(model, current);
            }
        } catch (RuntimeException e) {
            // The model keeps serving what it has; the next poll tries again.
            LOG.log(Level.WARNING, "Could not refresh the " + model.dataset() + " read model: " + e.getMessage(), e);
        }
    }
}
