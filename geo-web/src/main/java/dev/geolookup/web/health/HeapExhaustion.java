package dev.geolookup.web.health;

import jakarta.enterprise.context.ApplicationScoped;

import java.time.Instant;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Whether this node has run out of memory. After an {@link OutOfMemoryError} anything may be half done: a pool, a
 * cluster member, a read model being swapped. A node that goes on answering then fails requests at random and its
 * health still says UP, so the first one seen is recorded, and liveness and readiness turn DOWN for good: the
 * orchestrator (or ./run, through the JVM's exit) replaces the process.
 */
@ApplicationScoped
public class HeapExhaustion {

    private final AtomicReference<Instant> first = new AtomicReference<>();

    /** Records the failure when it is, or was caused by, a lack of memory; true when it was. */
    public boolean recordIfExhausted(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (cause instanceof OutOfMemoryError) {
                first.compareAndSet(null, Instant.now());
                return true;
            }
        }
        return false;
    }

    /** When memory first ran out, or null while it never has. */
    public Instant exhaustedAt() {
        return first.get();
    }
}
