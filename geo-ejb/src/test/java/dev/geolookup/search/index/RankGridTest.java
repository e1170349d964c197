package dev.geolookup.search.index;

import dev.geolookup.spatial.GreatCircle;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** The grid's cells and blocks, and the least distance from a point to a box, against sampling the box. */
class RankGridTest {

    @Test
    void theLeastDistanceToABoxIsAtMostEveryDistanceIntoItAndReachedByOne() {
        Random random = new Random(35);
        for (int i = 0; i < 2_000; i++) {
            double latitude = random.nextDouble() * 180 - 90;
            double longitude = random.nextDouble() * 360 - 180;
            double side = new double[] {0.5, 5}[i % 2];
            double south = Math.floor((random.nextDouble() * 180 - 90) / side) * side;
            double west = Math.floor((random.nextDouble() * 360 - 180) / side) * side;
            double north = Math.min(90, south + side);
            double east = west + side;
            double least = RankGrid.leastDistanceKm(latitude, longitude, south, north, west, east);
            double sampled = Double.MAX_VALUE;
            for (int a = 0; a <= 40; a++) {
                for (int b = 0; b <= 40; b++) {
                    double km = GreatCircle.distanceKm(latitude, longitude, south + (north - south) * a / 40,
                            west + side * b / 40);
                    assertThat(least).as("point %s,%s box %s..%s %s..%s", latitude, longitude, south, north, west,
                            east).isLessThanOrEqualTo(km + 1e-6);
                    sampled = Math.min(sampled, km);
                }
            }
            // The grid of samples is within a fortieth of the side of the nearest point.
            assertThat(sampled - least).isLessThanOrEqualTo(side / 40 * 111.2 + 1e-6);
        }
    }

    @Test
    void everyRowIsInTheCellOfItsCoordinatesInRankOrderAndItsBlockKnowsItsFirstRow() {
        Random random = new Random(36);
        int size = 20_000;
        double[] latitudes = new double[size];
        double[] longitudes = new double[size];
        for (int row = 0; row < size; row++) {
            latitudes[row] = row % 1000 == 0 ? 90 : random.nextDouble() * 180 - 90;
            longitudes[row] = row % 777 == 0 ? 180 : random.nextDouble() * 360 - 180;
        }
        RankGrid grid = RankGrid.of(row -> latitudes[row], row -> longitudes[row], size);
        int seen = 0;
        int[] firstOfBlock = new int[grid.blocks()];
        Arrays.fill(firstOfBlock, -1);
        for (int cell = 0; cell < RankGrid.LATITUDE_CELLS * RankGrid.LONGITUDE_CELLS; cell++) {
            for (int position = grid.cellStart(cell); position < grid.cellEnd(cell); position++) {
                int row = grid.rowAt(position);
                assertThat(RankGrid.cellOf(latitudes[row], longitudes[row])).isEqualTo(cell);
                assertThat(grid.cellDistanceKm(cell, latitudes[row], longitudes[row])).isLessThan(1e-6);
                if (position > grid.cellStart(cell)) {
                    assertThat(grid.rowAt(position - 1)).isLessThan(row);
                }
                int block = RankGrid.blockOf(cell);
                assertThat(grid.blockDistanceKm(block, latitudes[row], longitudes[row])).isLessThan(1e-6);
                if (firstOfBlock[block] < 0 || row < firstOfBlock[block]) {
                    firstOfBlock[block] = row;
                }
                seen++;
            }
        }
        assertThat(seen).isEqualTo(size);
        for (int block = 0; block < grid.blocks(); block++) {
            assertThat(grid.blockFirstRow(block)).as("block %d", block).isEqualTo(firstOfBlock[block]);
        }
        for (int block = 0; block < grid.blocks(); block++) {
            int first = RankGrid.firstCellOf(block);
            for (int cell = first; cell < first + RankGrid.CELLS_PER_BLOCK; cell++) {
                assertThat(RankGrid.blockOf(cell)).isEqualTo(block);
            }
        }
    }
}
