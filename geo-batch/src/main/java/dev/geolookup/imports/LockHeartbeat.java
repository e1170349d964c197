package dev.geolookup.imports;

import dev.geolookup.api.Dataset;
import dev.geolookup.importrun.ImportLocks;
import jakarta.ejb.ConcurrencyManagement;
import jakarta.ejb.ConcurrencyManagementType;
import jakarta.ejb.EJB;
import jakarta.ejb.Schedule;
import jakarta.ejb.Singleton;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Keeps the import lock of every run executing on this node fresh, every 30 seconds, whatever its chunks are
 * doing: a slow download that takes longer than the stale limit for one chunk still has a live server behind it,
 * and its lock must not be taken over. A node that dies stops beating, and its locks go stale.
 */
@Singleton
@ConcurrencyManagement(ConcurrencyManagementType.BEAN)
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class LockHeartbeat {

    private static final Logger LOG = Logger.getLogger(LockHeartbeat.class.getName());

    private final Set<Dataset> runningHere = ConcurrentHashMap.newKeySet();

    @EJB
    private ImportLocks locks;

    public void started(Dataset dataset) {
        runningHere.add(dataset);
    }

    public void ended(Dataset dataset) {
        runningHere.remove(dataset);
    }

    @Schedule(hour = "*", minute = "*", second = "*/30", persistent = false)
    void beat() {
        for (Dataset dataset : runningHere) {
            try {
                locks.heartbeat(dataset);
            } catch (RuntimeException databaseAway) {
                LOG.log(Level.WARNING, "Could not renew the import lock of " + dataset + "; trying again", databaseAway);
            }
        }
    }
}
