package dev.geolookup.api.adapter.geonames;

import dev.geolookup.api.text.Language;
import org.junit.jupiter.api.Test;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class GeoNamesRequestTest {

    private static GeoNamesRequest of(GeoNamesService service, Map<String, List<String>> values) {
        return GeoNamesRequest.read(service, values::get);
    }

    @Test
    void repeatedParametersCombineAndCodesAreUpperCased() {
        GeoNamesRequest request = of(GeoNamesService.SEARCH, Map.of("country", List.of("de", " AT", ""),
                "featureClass", List.of("p"), "adminCode1", List.of(" by ")));
        assertThat(request.codes(GeoNamesParameter.COUNTRY)).containsExactly("DE", "AT");
        assertThat(request.firstCode(GeoNamesParameter.COUNTRY)).isEqualTo("DE");
        assertThat(request.codes(GeoNamesParameter.FEATURE_CLASS)).containsExactly("P");
        assertThat(request.codes(GeoNamesParameter.FEATURE_CODE)).isEmpty();
        assertThat(request.text(GeoNamesParameter.ADMIN_CODE1)).isEqualTo("BY");
        assertThat(of(GeoNamesService.COUNTRY_INFO, Map.of("country", List.of("deu")))
                .codes(GeoNamesParameter.COUNTRY_OR_ALPHA3)).as("countryInfo takes alpha-3").containsExactly("DEU");
    }

    @Test
    void theFirstMalformedValueIsGeoNamesStatus14WhenTheRequestIsRead() {
        assertThatThrownBy(() -> of(GeoNamesService.SEARCH, Map.of("maxRows", List.of("ten"))))
                .isInstanceOf(GeoNamesError.class).hasMessage("error parsing parameter maxRows: ten")
                .satisfies(e -> assertThat(((GeoNamesError) e).value()).isEqualTo(14));
        assertThatThrownBy(() -> of(GeoNamesService.SEARCH, Map.of("country", List.of("Germany"))))
                .hasMessage("invalid country: Germany");
        assertThatThrownBy(() -> of(GeoNamesService.SEARCH, Map.of("east", List.of("NaN"))))
                .hasMessage("error parsing parameter east: NaN");
        assertThatThrownBy(() -> of(GeoNamesService.GET, Map.of("geonameId", List.of("-4"))))
                .hasMessage("error parsing parameter geonameId: -4");
        assertThatThrownBy(() -> of(GeoNamesService.TIMEZONE, Map.of("date", List.of("2026-13-01"))))
                .hasMessage("error parsing parameter date: 2026-13-01");
        assertThatThrownBy(() -> of(GeoNamesService.SEARCH, Map.of("q", List.of("x".repeat(300)))))
                .isInstanceOf(GeoNamesError.class);
        assertThat(of(GeoNamesService.SEARCH, Map.of("maxRows", List.of("5000")))
                .integer(GeoNamesParameter.MAX_ROWS, 100, 1, 1000)).as("clamped as GeoNames clamps").isEqualTo(1000);
        assertThat(of(GeoNamesService.COUNTRY_INFO, Map.of("maxRows", List.of("ten"))).service())
                .as("a parameter the service does not declare is ignored, as GeoNames ignores it")
                .isEqualTo(GeoNamesService.COUNTRY_INFO);
    }

    @Test
    void pointsAreRequiredAndOnTheGlobe() {
        assertThatThrownBy(() -> of(GeoNamesService.TIMEZONE, Map.of("lat", List.of("1"))).point())
                .hasMessage("missing lat/lng");
        assertThatThrownBy(() -> of(GeoNamesService.TIMEZONE, Map.of("lat", List.of("91"), "lng", List.of("0")))
                .point()).hasMessage("invalid lat/lng").satisfies(e -> assertThat(((GeoNamesError) e).value())
                .isEqualTo(12));
        assertThat(of(GeoNamesService.TIMEZONE, Map.of("lat", List.of("35.68"), "lng", List.of("139.69"))).point())
                .containsExactly(35.68, 139.69);
        assertThat(of(GeoNamesService.TIMEZONE, Map.of("date", List.of("2026-03-29")))
                .date(GeoNamesParameter.DATE)).isEqualTo(LocalDate.of(2026, 3, 29));
    }

    @Test
    void aParameterTheServiceDoesNotDeclareCannotBeRead() {
        assertThatThrownBy(() -> of(GeoNamesService.POSTAL_CODE_COUNTRY_INFO, Map.of()).text(GeoNamesParameter.Q))
                .isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> of(GeoNamesService.SEARCH, Map.of()).number(GeoNamesParameter.Q))
                .as("nor read as another type").isInstanceOf(IllegalStateException.class);
        assertThat(of(GeoNamesService.POSTAL_CODE_COUNTRY_INFO, Map.of("lang", List.of("de"))).language())
                .as("a service without lang answers without one").isEqualTo(Language.NONE);
        assertThat(of(GeoNamesService.SEARCH, Map.of("lang", List.of("local"))).language()).isEqualTo(Language.NONE);
        assertThat(of(GeoNamesService.SEARCH, Map.of("lang", List.of("de"))).language().isNone()).isFalse();
    }

    @Test
    void stylesFlagsAndCitiesAsGeoNamesReadsThem() {
        assertThat(of(GeoNamesService.SEARCH, Map.of("style", List.of("full"))).style(Style.MEDIUM))
                .isEqualTo(Style.FULL);
        assertThat(of(GeoNamesService.SEARCH, Map.of("style", List.of("huge"))).style(Style.MEDIUM))
                .isEqualTo(Style.MEDIUM);
        assertThat(of(GeoNamesService.FIND_NEARBY, Map.of("localCountry", List.of("FALSE")))
                .flag(GeoNamesParameter.LOCAL_COUNTRY, true)).isFalse();
        assertThat(of(GeoNamesService.FIND_NEARBY, Map.of("localCountry", List.of("maybe")))
                .flag(GeoNamesParameter.LOCAL_COUNTRY, true)).isTrue();
        assertThat(of(GeoNamesService.SEARCH, Map.of("cities", List.of("Cities5000")))
                .population(GeoNamesParameter.CITIES)).isEqualTo(5000L);
        assertThat(of(GeoNamesService.SEARCH, Map.of("cities", List.of("cities42")))
                .population(GeoNamesParameter.CITIES)).isNull();
    }

    @Test
    void servicesAreFoundByEitherNameAndUnservedOnesAreKnown() {
        assertThat(GeoNamesService.ofPath("searchJSON")).contains(GeoNamesService.SEARCH);
        assertThat(GeoNamesService.ofPath("findNearbyPlaceName")).contains(GeoNamesService.FIND_NEARBY_PLACE_NAME);
        assertThat(GeoNamesService.ofPath("wikipediaSearchJSON")).isEmpty();
        assertThat(GeoNamesService.isNotServed("wikipediaSearchJSON")).isTrue();
        assertThat(GeoNamesService.isNotServed("srtm3")).isTrue();
        assertThat(GeoNamesService.isNotServed("searchJSON")).isFalse();
    }
}
