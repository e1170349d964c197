package dev.geolookup.postal;

import dev.geolookup.postal.PostalCodeView.AdminField;
import dev.geolookup.spatial.NearestNeighbourIndex;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PostalCodeViewTest {

    private static PostalRow row(String country, String code, String place, String admin1, Double lat, Double lng) {
        return new PostalRow(country, code, PostalFormatView.keyOf(code), place, admin1, null, null, null, null, null,
                lat, lng, lat == null ? null : 4);
    }

    /** Entries in code-key order, as the holder loads them: the same key in two countries, one without a place. */
    private static PostalCodeView view() {
        PostalCodeView.Builder builder = new PostalCodeView.Builder(7);
        builder.add(row("DE", "10115", "Berlin", "Berlin", 52.5323, 13.3846));
        builder.add(row("DE", "10117", "Berlin", "Berlin", 52.5170, 13.3872));
        builder.add(row("FR", "10117", "Lusigny", "Grand Est", 48.25, 4.27));
        builder.add(row("DE", "80331", "München", "Bayern", 48.1374, 11.5755));
        builder.add(row("GB", "SW1A 1AA", null, "England", null, null));
        return builder.build();
    }

    @Test
    void findsEveryEntryOfAKeyInAllCountriesOrInOne() {
        PostalCodeView view = view();
        assertThat(view.version()).isEqualTo(7);
        assertThat(view.size()).isEqualTo(5);
        int[] all = view.rowsOf("10117", null);
        assertThat(all).hasSize(2);
        assertThat(view.countryCode(all[0])).isEqualTo("DE");
        assertThat(view.countryCode(all[1])).isEqualTo("FR");
        int[] french = view.rowsOf("10117", "FR");
        assertThat(french).hasSize(1);
        assertThat(view.placeName(french[0])).isEqualTo("Lusigny");
        assertThat(view.admin(AdminField.ADMIN_NAME1, french[0])).isEqualTo("Grand Est");
        assertThat(view.rowsOf("10116", null)).isEmpty();
        assertThat(view.rowsOf("10117", "IT")).as("a country with no entries").isEmpty();
    }

    @Test
    void keepsWhatAnEntryLacksAsAbsent() {
        PostalCodeView view = view();
        int british = view.rowsOf("SW1A1AA", "GB")[0];
        assertThat(view.postalCode(british)).isEqualTo("SW1A 1AA");
        assertThat(view.placeName(british)).isNull();
        assertThat(view.admin(AdminField.ADMIN_CODE1, british)).isNull();
        assertThat(view.hasCoordinates(british)).isFalse();
        assertThat(view.accuracy(british)).isZero();
        assertThat(view.hasCountry("GB")).isTrue();
        assertThat(view.hasCountry("IT")).isFalse();
    }

    @Test
    void nearestSkipsEntriesWithoutCoordinatesAndKeepsToTheCountryAsked() {
        PostalCodeView view = view();
        NearestNeighbourIndex.Neighbours nearBerlin = view.nearest(52.52, 13.40, 3, Double.POSITIVE_INFINITY, null);
        assertThat(view.postalCode(nearBerlin.points()[0])).isEqualTo("10117");
        assertThat(nearBerlin.size()).isEqualTo(3);
        assertThat(nearBerlin.distancesKm()).isSorted();
        NearestNeighbourIndex.Neighbours frenchOnly = view.nearest(52.52, 13.40, 3, Double.POSITIVE_INFINITY, "FR");
        assertThat(frenchOnly.size()).isEqualTo(1);
        assertThat(view.placeName(frenchOnly.points()[0])).isEqualTo("Lusigny");
    }

    @Test
    void refusesEntriesOutOfKeyOrder() {
        PostalCodeView.Builder builder = new PostalCodeView.Builder(1);
        builder.add(row("DE", "20095", "Hamburg", null, 53.55, 10.0));
        assertThatThrownBy(() -> builder.add(row("DE", "10115", "Berlin", null, 52.53, 13.38)))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
