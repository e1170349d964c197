package dev.geolookup.place;

import dev.geolookup.search.index.RowFilter;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A view that took corrections answers with them everywhere a row's codes are read: the codes, the filters by
 * division and the countries that hold a division; the codes GeoNames gave stay readable as the evidence.
 */
class AdminCodeCorrectionsTest {

    private final GazetteerView view = view(
            new FeatureRow(1, "Cai Dau", "Cai Dau", "P", "PPL", "VN", "01", "123", 10.57, 105.24, 9_000, null, null),
            new FeatureRow(2, "Long Xuyen", "Long Xuyen", "P", "PPLA", "VN", "91", null, 10.39, 105.43, 270_000,
                    null, null),
            new FeatureRow(3, "Hanoi", "Hanoi", "P", "PPLC", "VN", "01", null, 21.02, 105.84, 8_000_000, null, null),
            new FeatureRow(4, "Da Nang", "Da Nang", "P", "PPLA", "VN", "78", null, 16.07, 108.22, 750_000, null,
                    null));

    @Test
    void theCorrectedCodesAnswerAndTheGivenOnesStayTheEvidence() {
        int caiDau = view.requireRow(1, "Place");
        view.correct(new AdminCodeCorrections.Builder(view, "one").correct(caiDau, "91", null).build());
        assertThat(view.admin1Code(caiDau)).isEqualTo("91");
        assertThat(view.admin2Code(caiDau)).as("given under another admin1").isNull();
        assertThat(view.givenAdmin1Code(caiDau)).isEqualTo("01");
        assertThat(view.givenAdmin2Code(caiDau)).isEqualTo("123");
        int vietnam = view.countryNumber("VN");
        assertThat(view.isIn(caiDau, vietnam, view.admin1Number("91"), GazetteerView.ANY)).isTrue();
        assertThat(view.isIn(caiDau, vietnam, view.admin1Number("01"), GazetteerView.ANY)).isFalse();
        assertThat(view.isIn(view.requireRow(3, "Place"), vietnam, view.admin1Number("01"), GazetteerView.ANY))
                .isTrue();
        assertThat(view.accepted(RowFilter.NONE.inCountry(vietnam).inAdmin1(view.admin1Number("91"))).test(caiDau))
                .as("a search filter reads the corrected code too").isTrue();
    }

    @Test
    void aCorrectedCodeNoGivenRowCarriesStillNamesItsCountryAndMatchesNoOtherFilter() {
        int daNang = view.requireRow(4, "Place");
        view.correct(new AdminCodeCorrections.Builder(view, "two").correct(daNang, "48", null).build());
        assertThat(view.admin1Code(daNang)).isEqualTo("48");
        assertThat(view.isIn(daNang, GazetteerView.ANY, view.admin1Number("78"), GazetteerView.ANY)).isFalse();
        assertThat(view.isIn(daNang, GazetteerView.ANY, GazetteerView.NO_SUCH_DIVISION, GazetteerView.ANY))
                .as("a code the dictionary lacks is no filter's number").isFalse();
        assertThat(view.countriesWithAdmin1(view.admin1Number("91"))).containsExactly("VN");
    }

    @Test
    void correctionsAreMadeOncePerViewAndEdition() {
        AdminCodeCorrections corrections = new AdminCodeCorrections.Builder(view, "one").build();
        view.correct(corrections);
        assertThat(view.corrections().madeFor(view, "one")).isTrue();
        assertThat(view.corrections().madeFor(view, "two")).isFalse();
        assertThat(view.corrections().madeFor(view(), "one")).isFalse();
        assertThat(AdminCodeCorrections.NONE.madeFor(view, null)).isFalse();
    }

    private static GazetteerView view(FeatureRow... rows) {
        GazetteerViewBuilder builder = new GazetteerViewBuilder(1);
        for (FeatureRow row : rows) {
            builder.add(row);
        }
        return builder.build();
    }
}
