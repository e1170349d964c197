package dev.geolookup.readmodel;

import dev.geolookup.api.Dataset;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Whether this node's heap can take a data version's read model beside what it serves: a load is admitted when the
 * heap it is estimated to need fits in what is free after a collection, less what loads already admitted reserved
 * and a tenth of the heap kept for requests. {@code geo.readmodel.heap-limit-mb} lowers the heap counted below the
 * JVM's -Xmx (a node sharing its JVM with others, or a test of a refusal). A load refused is remembered by its
 * version, so that the node keeps serving what it has and says why (readiness, metrics) until a newer version comes
 * or the node restarts with more heap; it is not tried again on every poll.
 */
@ApplicationScoped
public class HeapBudget {

    /** The share of the heap no load may take: what requests and the other models' answers need meanwhile. */
    static final double KEPT_FOR_REQUESTS = 0.1;

    /**
     * A data version this node did not load, and the numbers it decided by: the heap the load needs, the heap in use
     * (live after a collection, and reserved by other loads) and the most the read models may take.
     */
    public record Refusal(Dataset dataset, long version, long neededBytes, long inUseBytes, long maxBytes) {

        /** What the load could have had: the heap less what is in use and the kept tenth. */
        public long freeBytes() {
            return Math.max(0, maxBytes - inUseBytes - (long) (maxBytes * KEPT_FOR_REQUESTS));
        }

        /** The -Xmx that would have admitted it: what is in use and the load, with the kept tenth, in whole GB. */
        public String suggestedXmx() {
            double needed = (inUseBytes + neededBytes) / (1 - KEPT_FOR_REQUESTS);
            return "-Xmx" + (long) Math.ceil(needed / (1L << 30)) + "g";
        }

        public String reason() {
            return String.format("data version %d not loaded: its read model needs about %,d MB of heap, %,d MB are "
                            + "free beside what this node serves (of -Xmx %,d MB); start the node with %s or more",
                    version, neededBytes >> 20, freeBytes() >> 20, maxBytes >> 20, suggestedXmx());
        }
    }

    /** What the heap holds now; {@link #RUNTIME} measures this JVM's. */
    public interface Gauge {

        Gauge RUNTIME = new Gauge() {
            @Override
            public long maxBytes() {
                return Runtime.getRuntime().maxMemory();
            }

            @Override
            public long usedAfterCollectionBytes() {
                // A load of this size is rare (a new data version); a collection first makes "used" mean live.
                System.gc();
                Runtime runtime = Runtime.getRuntime();
                return runtime.totalMemory() - runtime.freeMemory();
            }
        };

        long maxBytes();

        long usedAfterCollectionBytes();
    }

    /** The most heap the read models may take on this node, in MB, where it is below the JVM's -Xmx. */
    @Inject
    @ConfigProperty(name = "geo.readmodel.heap-limit-mb")
    private Optional<Long> limitMb = Optional.empty();

    private final Map<Dataset, Long> reserved = new ConcurrentHashMap<>();
    private final Map<Dataset, Refusal> refused = new ConcurrentHashMap<>();
    private final Gauge gauge;

    public HeapBudget() {
        this(Gauge.RUNTIME);
    }

    /** Over another gauge; for the tests. */
    public HeapBudget(Gauge gauge) {
        this.gauge = gauge;
    }

    /**
     * Admits a load that needs this many bytes and reserves them until {@link #release}, or records its refusal.
     * A load of unknown need (0) is admitted without a reservation.
     */
    public synchronized boolean admit(Dataset dataset, long version, long neededBytes) {
        if (neededBytes <= 0) {
            return true;
        }
        long max = maxBytes();
        long othersReserved = reserved.entrySet().stream().filter(entry -> entry.getKey() != dataset)
                .mapToLong(Map.Entry::getValue).sum();
        Refusal ifRefused = new Refusal(dataset, version, neededBytes, gauge.usedAfterCollectionBytes()
                + othersReserved, max);
        if (neededBytes > ifRefused.freeBytes()) {
            refused.put(dataset, ifRefused);
            return false;
        }
        reserved.put(dataset, neededBytes);
        refused.remove(dataset);
        return true;
    }

    /** The load admitted has ended, served or failed: its reservation goes. */
    public void release(Dataset dataset) {
        reserved.remove(dataset);
    }

    /**
     * Whether a node of this heap could build a read model of this size at all, serving nothing else: what an import
     * checks before it swaps in a source no node could load. The nodes of a cluster are taken to have the heap of
     * the node that imports.
     */
    public Optional<String> beyondAnyNode(long neededBytes) {
        long max = maxBytes();
        Refusal ifRefused = new Refusal(null, 0, neededBytes, 0, max);
        if (neededBytes <= ifRefused.freeBytes()) {
            return Optional.empty();
        }
        return Optional.of(String.format("its read model would need about %,d MB of heap to build, and a node of "
                        + "-Xmx %,d MB has at most %,d MB for it; start the nodes with %s or more to import it",
                neededBytes >> 20, max >> 20, ifRefused.freeBytes() >> 20, ifRefused.suggestedXmx()));
    }

    private long maxBytes() {
        return limitMb.map(mb -> Math.min(mb << 20, gauge.maxBytes())).orElse(gauge.maxBytes());
    }

    /** The version of the dataset this node refused last, while it is the one the database holds. */
    public Optional<Refusal> refusalOf(Dataset dataset) {
        return Optional.ofNullable(refused.get(dataset));
    }
}
