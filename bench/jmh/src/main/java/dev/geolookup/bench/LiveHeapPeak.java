package dev.geolookup.bench;

import com.sun.management.GarbageCollectionNotificationInfo;

import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The most heap found live after any collection since the last {@link #reset}: what the heap had to hold, rather
 * than the pool peaks, which count garbage a large heap leaves uncollected. It listens for the rest of the run.
 */
final class LiveHeapPeak {

    private final AtomicLong peak = new AtomicLong();
    private final NotificationListener listener = (notification, handback) -> {
        if (GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(notification.getType())) {
            GarbageCollectionNotificationInfo info = GarbageCollectionNotificationInfo.from(
                    (CompositeData) notification.getUserData());
            long live = info.getGcInfo().getMemoryUsageAfterGc().values().stream().mapToLong(MemoryUsage::getUsed)
                    .sum();
            peak.accumulateAndGet(live, Math::max);
        }
    };

    LiveHeapPeak() {
        for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
            ((NotificationEmitter) collector).addNotificationListener(listener, null, null);
        }
    }

    void reset() {
        peak.set(0);
    }

    long peak() {
        return peak.get();
    }
}
