package dev.geolookup.readmodel;

import dev.geolookup.api.Dataset;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The admission of loads against a heap of 2 GB, 800 MB of it in use: what fits, what is refused and why. */
class HeapBudgetTest {

    private static final long MB = 1L << 20;

    private final HeapBudget budget = new HeapBudget(new HeapBudget.Gauge() {
        @Override
        public long maxBytes() {
            return 2048 * MB;
        }

        @Override
        public long usedAfterCollectionBytes() {
            return 800 * MB;
        }
    });

    @Test
    void aLoadThatFitsBesideWhatIsServedAndTheKeptTenthIsAdmitted() {
        // 2048 - 800 - 204.8 kept = about 1,043 MB free.
        assertThat(budget.admit(Dataset.PLACES, 2, 1000 * MB)).isTrue();
        assertThat(budget.refusalOf(Dataset.PLACES)).isEmpty();
    }

    @Test
    void aLoadTooLargeIsRefusedWithTheNumbersAndTheXmxThatWouldAdmitIt() {
        assertThat(budget.admit(Dataset.PLACES, 7, 2900 * MB)).isFalse();
        HeapBudget.Refusal refusal = budget.refusalOf(Dataset.PLACES).orElseThrow();
        assertThat(refusal.version()).isEqualTo(7);
        // (800 in use + 2,900) / 0.9 = 4,111 MB: 5 GB in whole gigabytes.
        assertThat(refusal.suggestedXmx()).isEqualTo("-Xmx5g");
        assertThat(refusal.reason()).contains("data version 7 not loaded").contains("2,900 MB").contains("-Xmx5g");
    }

    @Test
    void loadsAdmittedTogetherShareTheHeapUntilReleased() {
        assertThat(budget.admit(Dataset.PLACES, 2, 700 * MB)).isTrue();
        assertThat(budget.admit(Dataset.CITIES, 3, 700 * MB)).as("700 MB are reserved by the places").isFalse();
        budget.release(Dataset.PLACES);
        assertThat(budget.admit(Dataset.CITIES, 3, 700 * MB)).isTrue();
        assertThat(budget.refusalOf(Dataset.CITIES)).as("admitted after all").isEmpty();
    }

    @Test
    void aLoadOfUnknownNeedIsAdmitted() {
        assertThat(budget.admit(Dataset.COUNTRIES, 1, 0)).isTrue();
    }

    @Test
    void anImportIsRefusedOnlyWhenAnEmptyNodeOfThisHeapCouldNotBuildIt() {
        // What is served now does not count: a node restarted empty could build 2048 - 204.8 = 1,843 MB.
        assertThat(budget.beyondAnyNode(1800 * MB)).isEmpty();
        assertThat(budget.beyondAnyNode(3171 * MB)).hasValueSatisfying(reason -> assertThat(reason)
                .contains("about 3,171 MB of heap").contains("-Xmx 2,048 MB has at most 1,843 MB")
                .contains("-Xmx4g"));
        assertThat(budget.beyondAnyNode(0)).as("unknown").isEmpty();
    }
}
