package dev.geolookup.place;

import dev.geolookup.search.GeneratedGazetteer;
import dev.geolookup.spatial.GreatCircle;
import dev.geolookup.spatial.NearestNeighbourIndex;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Checks the packed gazetteer against brute force over the same generated features. */
class GazetteerViewTest {

    private static final List<FeatureRow> features = GeneratedGazetteer.features();
    private static final GazetteerView gazetteer = GeneratedGazetteer.gazetteer();

    @Test
    void rowsAreRankedByPopulationThenId() {
        for (int row = 0; row < features.size(); row++) {
            assertThat((long) gazetteer.geonameId(row)).isEqualTo(features.get(row).geonameId());
            assertThat(gazetteer.countryCode(row)).isEqualTo(features.get(row).countryCode());
            assertThat(gazetteer.name(row)).isEqualTo(features.get(row).name());
        }
    }

    @Test
    void findsEveryFeatureByItsId() {
        for (int i = 0; i < features.size(); i += 97) {
            FeatureRow feature = features.get(i);
            int row = gazetteer.requireRow((int) feature.geonameId(), "Place");
            assertThat(gazetteer.name(row)).isEqualTo(feature.name());
            assertThat(gazetteer.asciiName(row)).isEqualTo(feature.asciiName());
            assertThat(gazetteer.latitude(row)).isEqualTo(feature.latitude());
        }
        assertThatThrownBy(() -> gazetteer.requireRow(2, "City"))
                .hasMessage("City not found: no city has geonameId 2");
    }

    @Test
    void nearestMatchesAScanOfEveryFeature() {
        Random random = new Random(11);
        List<double[]> points = new ArrayList<>(List.of(new double[] {90, 0}, new double[] {-90, 0},
                new double[] {0, 180}, new double[] {10, -179.99}, new double[] {-50, -140}, new double[] {89.95, 45}));
        for (int i = 0; i < 100; i++) {
            points.add(new double[] {random.nextDouble() * 180 - 90, random.nextDouble() * 360 - 180});
        }
        for (double[] point : points) {
            for (String country : new String[] {null, "NL"}) {
                for (double radius : new double[] {Double.POSITIVE_INFINITY, 500}) {
                    NearestNeighbourIndex.Neighbours found = gazetteer.nearest(point[0], point[1], 10, radius,
                            gazetteer.countryNumber(country), GazetteerView.ANY);
                    List<Long> expected = bruteForceNear(point[0], point[1], country, radius, 10);
                    assertThat(idsOf(found.points())).as("near %s,%s %s %s", point[0], point[1], country, radius)
                            .containsExactlyElementsOf(expected);
                }
            }
        }
    }

    private static List<Long> idsOf(int[] rows) {
        return IntStream.of(rows).mapToObj(row -> (long) gazetteer.geonameId(row)).toList();
    }

    private static List<Long> bruteForceNear(double lat, double lng, String country, double radius, int limit) {
        record Candidate(long id, int rank, double km) {
        }
        List<Candidate> candidates = new ArrayList<>();
        for (int rank = 0; rank < features.size(); rank++) {
            FeatureRow f = features.get(rank);
            double km = GreatCircle.distanceKm(lat, lng, f.latitude(), f.longitude());
            if ((country == null || country.equals(f.countryCode())) && km <= radius) {
                candidates.add(new Candidate(f.geonameId(), rank, km));
            }
        }
        return candidates.stream()
                .sorted(Comparator.comparingDouble(Candidate::km).thenComparingInt(Candidate::rank))
                .limit(limit)
                .map(Candidate::id)
                .toList();
    }
}
