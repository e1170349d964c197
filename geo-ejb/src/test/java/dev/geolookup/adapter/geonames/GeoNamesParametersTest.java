package dev.geolookup.adapter.geonames;

import dev.geolookup.api.adapter.geonames.GeoNamesService;
import dev.geolookup.api.text.Language;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class GeoNamesParametersTest {

    private static GeoNamesParameters of(GeoNamesService service, Map<String, List<String>> values) {
        return new GeoNamesParameters(service, values::get);
    }

    @Test
    void repeatedParametersCombineAndCodesAreUpperCased() {
        GeoNamesParameters parameters = of(GeoNamesService.SEARCH, Map.of("country", List.of("de", " AT", ""),
                "featureClass", List.of("p")));
        assertThat(parameters.codes("country", "[A-Z]{2}")).containsExactly("DE", "AT");
        assertThat(parameters.codes("featureClass", "[A-Z]")).containsExactly("P");
        assertThat(parameters.codes("featureCode", "[A-Z]+")).isEmpty();
    }

    @Test
    void malformedValuesAreGeoNamesStatus14() {
        GeoNamesParameters parameters = of(GeoNamesService.SEARCH, Map.of("maxRows", List.of("ten"),
                "country", List.of("Germany"), "east", List.of("NaN")));
        assertThatThrownBy(() -> parameters.integer("maxRows", 100, 1, 1000)).isInstanceOf(GeoNamesError.class)
                .hasMessage("error parsing parameter maxRows: ten")
                .satisfies(e -> assertThat(((GeoNamesError) e).value()).isEqualTo(14));
        assertThatThrownBy(() -> parameters.codes("country", "[A-Z]{2}")).hasMessage("invalid country: Germany");
        assertThatThrownBy(() -> parameters.number("east")).isInstanceOf(GeoNamesError.class);
        assertThat(of(GeoNamesService.SEARCH, Map.of("maxRows", List.of("5000"))).integer("maxRows", 100, 1, 1000))
                .as("clamped as GeoNames clamps").isEqualTo(1000);
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
    }

    @Test
    void aParameterTheServiceDoesNotDeclareCannotBeRead() {
        assertThatThrownBy(() -> of(GeoNamesService.POSTAL_CODE_COUNTRY_INFO, Map.of()).text("q"))
                .isInstanceOf(IllegalStateException.class);
        assertThat(of(GeoNamesService.POSTAL_CODE_COUNTRY_INFO, Map.of("lang", List.of("de"))).language())
                .as("a service without lang answers without one").isEqualTo(Language.NONE);
        assertThat(of(GeoNamesService.SEARCH, Map.of("lang", List.of("local"))).language()).isEqualTo(Language.NONE);
        assertThat(of(GeoNamesService.SEARCH, Map.of("lang", List.of("de"))).language().isNone()).isFalse();
    }

    @Test
    void stylesAndFlagsAsGeoNamesReadsThem() {
        assertThat(of(GeoNamesService.SEARCH, Map.of("style", List.of("full"))).style(Style.MEDIUM))
                .isEqualTo(Style.FULL);
        assertThat(of(GeoNamesService.SEARCH, Map.of("style", List.of("huge"))).style(Style.MEDIUM))
                .isEqualTo(Style.MEDIUM);
        assertThat(of(GeoNamesService.FIND_NEARBY, Map.of("localCountry", List.of("FALSE")))
                .flag("localCountry", true)).isFalse();
        assertThat(of(GeoNamesService.SEARCH, Map.of("q", List.of("x".repeat(300))))).satisfies(p ->
                assertThatThrownBy(() -> p.text("q")).isInstanceOf(GeoNamesError.class));
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
