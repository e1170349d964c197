package dev.geolookup.readmodel;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** The k best rows against a sort of every offer, with scores that tie and rows offered more than once. */
class BestRowsTest {

    @Test
    void keepsTheBestRowsOfASortHighestScoreFirstTiesByRow() {
        Random random = new Random(47);
        for (int round = 0; round < 500; round++) {
            int capacity = random.nextInt(12);
            BestRows best = new BestRows(capacity);
            Map<Integer, Double> offered = new HashMap<>();
            int offers = random.nextInt(200);
            for (int offer = 0; offer < offers; offer++) {
                int row = random.nextInt(60);
                double score = random.nextInt(8); // few values, so ties are common
                best.offer(score, row);
                offered.merge(row, score, Math::max);
            }
            int[] expected = offered.entrySet().stream()
                    .sorted(Map.Entry.<Integer, Double>comparingByValue().reversed()
                            .thenComparing(Map.Entry.comparingByKey()))
                    .limit(capacity).mapToInt(Map.Entry::getKey).toArray();
            double[] scores = new double[best.size()];
            int[] kept = best.drain(scores);
            assertThat(kept).as("round %d", round).containsExactly(expected);
            for (int i = 0; i < kept.length; i++) {
                assertThat(scores[i]).isEqualTo(offered.get(kept[i]));
            }
            assertThat(best.size()).isZero();
        }
    }

    @Test
    void distinctOffersKeepTheNearestWhenScoredByNegatedDistance() {
        Random random = new Random(48);
        double[] kilometres = random.doubles(1000, 0, 100).map(km -> Math.floor(km * 10) / 10).toArray();
        BestRows nearest = new BestRows(25);
        for (int point = 0; point < kilometres.length; point++) {
            if (nearest.wouldTake(-kilometres[point], point)) {
                nearest.offerDistinct(-kilometres[point], point);
            }
        }
        Integer[] byDistance = new Integer[kilometres.length];
        Arrays.setAll(byDistance, point -> point);
        Arrays.sort(byDistance, Comparator.<Integer>comparingDouble(point -> kilometres[point])
                .thenComparingInt(point -> point));
        assertThat(nearest.worstScore()).isEqualTo(-kilometres[byDistance[24]]);
        assertThat(nearest.sorted()).containsExactly(Arrays.stream(byDistance).limit(25).mapToInt(Integer::intValue)
                .toArray());
    }

    @Test
    void mayTakeTellsWhetherABoundCanStillEnter() {
        BestRows best = new BestRows(2);
        assertThat(best.mayTake(Double.NEGATIVE_INFINITY)).isTrue();
        best.offer(5, 1);
        best.offer(3, 2);
        assertThat(best.isFull()).isTrue();
        assertThat(best.mayTake(3)).as("a tie may enter by its row").isTrue();
        assertThat(best.mayTake(2.9)).isFalse();
        assertThat(best.wouldTake(3, 1)).isTrue();
        assertThat(best.wouldTake(3, 3)).isFalse();
        assertThat(new BestRows(0).mayTake(100)).isFalse();
    }
}
