package dev.geolookup.search.rows;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** The places to read, highest bound first, against a sort; built at once or pushed while popping. */
class BoundHeapTest {

    private record Entry(double bound, int id, int position, double distanceKm) {
    }

    @Test
    void builtFromBoundsItPopsThemHighestFirst() {
        Random random = new Random(61);
        for (int round = 0; round < 200; round++) {
            double[] bounds = random.doubles(random.nextInt(300), 0, 10).map(Math::rint).toArray();
            BoundHeap heap = BoundHeap.ofBounds(bounds);
            List<Double> popped = new ArrayList<>();
            boolean[] seen = new boolean[bounds.length];
            while (!heap.isEmpty()) {
                assertThat(heap.topBound()).isEqualTo(bounds[heap.topId()]);
                assertThat(seen[heap.topId()]).isFalse();
                seen[heap.topId()] = true;
                popped.add(heap.topBound());
                heap.pop();
            }
            assertThat(popped).hasSize(bounds.length).isSortedAccordingTo(Comparator.reverseOrder());
        }
    }

    @Test
    void pushesAndPopsInterleavedKeepEveryEntryWhole() {
        Random random = new Random(62);
        BoundHeap heap = new BoundHeap();
        List<Entry> held = new ArrayList<>();
        for (int step = 0; step < 20_000; step++) {
            if (held.isEmpty() || random.nextInt(3) > 0) {
                Entry entry = new Entry(random.nextInt(1000) / 10.0, step, random.nextInt(), random.nextDouble());
                heap.push(entry.bound(), entry.id(), entry.position(), entry.distanceKm());
                held.add(entry);
            } else {
                double highest = held.stream().mapToDouble(Entry::bound).max().orElseThrow();
                Entry top = new Entry(heap.topBound(), heap.topId(), heap.topPosition(), heap.topDistanceKm());
                assertThat(top.bound()).isEqualTo(highest);
                assertThat(held.remove(top)).as("the top is an entry pushed, whole").isTrue();
                heap.pop();
            }
        }
    }
}
