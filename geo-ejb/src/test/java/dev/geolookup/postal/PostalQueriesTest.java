package dev.geolookup.postal;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.RecordNotFoundException;
import dev.geolookup.api.geo.NearQuery;
import dev.geolookup.country.Country;
import dev.geolookup.country.CountryView;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Every postal-code query decided over small views, without a container. */
class PostalQueriesTest {

    private static PostalRow row(String country, String code, String place, Double lat, Double lng) {
        return new PostalRow(country, code, PostalFormatView.keyOf(code), place, null, null, null, null, null, null,
                lat, lng, lat == null ? null : 4);
    }

    private final PostalQueries queries = queries();

    private static PostalQueries queries() {
        PostalCodeView.Builder codes = new PostalCodeView.Builder(1);
        codes.add(row("XK", "10000", "Prishtinë", 42.66, 21.17));
        codes.add(row("DE", "10115", "Berlin", 52.5323, 13.3846));
        codes.add(row("FR", "10115", "Saint-Parres", 48.3, 4.1));
        PostalFormatView formats = PostalFormatView.of(1, List.of(new PostalFormat("DE", "#####", "^(\\d{5})$")));
        CountryView countries = CountryView.of(1, List.of(new Country("DE", "DEU", "Germany", 0),
                new Country("FR", "FRA", "France", 1)));
        return new PostalQueries(codes.build(), formats, countries);
    }

    @Test
    void aCodeIsFoundInOneCountryOrInEvery() {
        assertThat(queries.lookup("de", "10115").text()).contains("\"placeName\":\"Berlin\"").doesNotContain("Saint");
        assertThat(queries.search("10115", null).text()).contains("Berlin", "Saint-Parres");
        assertThat(queries.search("99999", null).text()).isEqualTo("[]");
        assertThatThrownBy(() -> queries.lookup("DE", "10116")).isInstanceOf(RecordNotFoundException.class);
    }

    @Test
    void aCodeThatCannotBeOneOfItsCountryIsTheCallersMistake() {
        assertThatThrownBy(() -> queries.lookup("DE", "1011")).isInstanceOf(InvalidRequestException.class)
                .hasMessage("postal code 1011 does not have the format of DE codes: ##### (# a digit, @ a letter)");
        assertThatThrownBy(() -> queries.lookup("DE", " ")).isInstanceOf(InvalidRequestException.class)
                .hasMessage("code is required");
        assertThatThrownBy(() -> queries.lookup("DE", "1".repeat(21))).isInstanceOf(InvalidRequestException.class)
                .hasMessage("code must be at most 20 characters");
    }

    @Test
    void aCountryIsOneOfTheCountryRecordsOrOneThePostalDataHas() {
        assertThat(queries.lookup("XK", "10000").text()).contains("Prishtinë");
        assertThatThrownBy(() -> queries.lookup("QQ", "10000")).isInstanceOf(InvalidRequestException.class)
                .hasMessage("country QQ is not an ISO 3166-1 alpha-2 code");
        assertThatThrownBy(() -> queries.near(NearQuery.parse("52.5", "13.4", null, null, "QQ", null)))
                .isInstanceOf(InvalidRequestException.class);
    }

    @Test
    void theNearestCodesComeNearestFirstWithinTheRadius() {
        String near = queries.near(NearQuery.parse("52.5", "13.4", "2", null, null, null)).text();
        assertThat(near.indexOf("Berlin")).isLessThan(near.indexOf("Saint-Parres"));
        assertThat(queries.near(NearQuery.parse("52.5", "13.4", "5", "10", null, null)).text())
                .contains("Berlin").doesNotContain("Saint-Parres");
    }
}
