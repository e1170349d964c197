package dev.geolookup.spatial;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class GreatCircleTest {

    @Test
    void aQuarterOfTheEquatorIsAQuarterOfTheCircumference() {
        double quarter = Math.PI * GreatCircle.EARTH_RADIUS_KM / 2;
        assertThat(GreatCircle.distanceKm(0, 0, 0, 90)).isCloseTo(quarter, within(1e-6));
        assertThat(GreatCircle.distanceKm(0, 0, 90, 0)).isCloseTo(quarter, within(1e-6));
    }

    @Test
    void antipodesAreHalfTheCircumferenceApartAndAPointIsNothingFromItself() {
        // Haversine loses digits next to the antipode (a tends to 1): a metre is what it can promise there.
        assertThat(GreatCircle.distanceKm(10, 20, -10, -160))
                .isCloseTo(Math.PI * GreatCircle.EARTH_RADIUS_KM, within(1e-3));
        assertThat(GreatCircle.distanceKm(52.52, 13.405, 52.52, 13.405)).isZero();
    }

    @Test
    void berlinToParisIsTheHaversineValueAndTheSameBothWays() {
        // Haversine with R = 6371.0088 km, worked out independently: 878.40 km.
        double there = GreatCircle.distanceKm(52.52437, 13.41053, 48.85341, 2.3488);
        assertThat(there).isCloseTo(878.40, within(0.01));
        assertThat(GreatCircle.distanceKm(48.85341, 2.3488, 52.52437, 13.41053)).isEqualTo(there);
    }

    @Test
    void crossingTheAntimeridianTakesTheShortWay() {
        assertThat(GreatCircle.distanceKm(0, 179.5, 0, -179.5))
                .isCloseTo(Math.PI * GreatCircle.EARTH_RADIUS_KM / 180, within(1e-6));
    }
}
