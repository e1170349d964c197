package dev.geolookup.search.index;

import dev.geolookup.api.geo.BoundingBox;
import dev.geolookup.api.geo.Coordinates;
import dev.geolookup.search.PropertyTries;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

@Tag("property")
class GridAreaTest {

    @Test
    void everyPointOfAnAreaLiesInOneOfItsCells() {
        Random random = new Random(29);
        List<SearchArea> areas = new ArrayList<>(List.of(
                SearchArea.of(new BoundingBox(170, -30, -170, 30), null, null),
                SearchArea.of(new BoundingBox(-180, -90, 180, 90), null, null),
                SearchArea.of(new BoundingBox(-10, 85, 10, 90), null, null),
                SearchArea.of(new BoundingBox(179.9, 10, -179.9, 10.2), null, null),
                SearchArea.of(null, new Coordinates(89.5, 20), 100.0),
                SearchArea.of(null, new Coordinates(-60, 179.9), 800.0),
                SearchArea.of(null, new Coordinates(0, 0), 25_000.0)));
        for (int i = 0; i < PropertyTries.of(200); i++) {
            double west = random.nextDouble() * 360 - 180;
            double south = random.nextDouble() * 180 - 90;
            double east = west + random.nextDouble() * (i % 2 == 0 ? 3 : 60);
            areas.add(i % 3 == 0
                    ? SearchArea.of(null, new Coordinates(south, west), random.nextDouble() * 3000)
                    : SearchArea.of(new BoundingBox(west, south, east > 180 ? east - 360 : east,
                    Math.min(90, south + random.nextDouble() * 20)), null, null));
        }
        for (SearchArea area : areas) {
            GridArea cells = GridArea.of(area);
            Set<Integer> numbers = new HashSet<>();
            for (int index = 0; index < cells.cellCount(); index++) {
                numbers.add(cells.cell(index));
            }
            assertThat(numbers).as("%s: each cell once", area).hasSize(cells.cellCount());
            for (int point = 0; point < PropertyTries.of(3000); point++) {
                double latitude = random.nextDouble() * 180 - 90;
                double longitude = random.nextDouble() * 360 - 180;
                if (point % 2 == 0) {
                    // Most random points fall outside a small area: half of them are drawn around it instead.
                    Coordinates middle = area.box() != null ? area.box().centre() : area.centre();
                    latitude = Math.max(-90, Math.min(90, middle.latitude() + random.nextGaussian() * 5));
                    longitude = Math.floorMod((long) Math.floor((middle.longitude() + random.nextGaussian() * 5
                            + 180) * 1e6), 360_000_000L) / 1e6 - 180;
                }
                if (area.contains(latitude, longitude)) {
                    assertThat(numbers).as("%s holds %s,%s", area, latitude, longitude)
                            .contains(RankGrid.cellOf(latitude, longitude));
                }
            }
        }
    }
}
