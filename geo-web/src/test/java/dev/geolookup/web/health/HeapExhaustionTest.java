package dev.geolookup.web.health;

import jakarta.ejb.EJBException;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A node that ran out of memory says so in its liveness, for good; other failures leave it live. */
class HeapExhaustionTest {

    @Test
    void anOutOfMemoryErrorWrappedByTheContainerTurnsLivenessDown() {
        HeapExhaustion heap = new HeapExhaustion();
        ProcessLiveness liveness = new ProcessLiveness(heap);
        assertThat(liveness.call().getStatus()).isEqualTo(HealthCheckResponse.Status.UP);

        assertThat(heap.recordIfExhausted(new EJBException(new IllegalStateException("a bug")))).isFalse();
        assertThat(liveness.call().getStatus()).isEqualTo(HealthCheckResponse.Status.UP);

        EJBException wrapped = new EJBException("Java heap space");
        wrapped.initCause(new OutOfMemoryError("Java heap space"));
        assertThat(heap.recordIfExhausted(wrapped)).isTrue();
        HealthCheckResponse down = liveness.call();
        assertThat(down.getStatus()).isEqualTo(HealthCheckResponse.Status.DOWN);
        assertThat(down.getData()).hasValueSatisfying(data -> assertThat(data).containsKey("outOfMemorySince"));

        assertThat(heap.recordIfExhausted(new IllegalStateException("later"))).isFalse();
        assertThat(liveness.call().getStatus()).as("once out of memory, never live again")
                .isEqualTo(HealthCheckResponse.Status.DOWN);
    }
}
