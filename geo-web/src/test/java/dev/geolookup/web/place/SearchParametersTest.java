package dev.geolookup.web.place;

import dev.geolookup.api.place.SearchParameter;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Field;
import java.util.HashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** The GET's declaration of the search parameters and the parser's list name the same parameters. */
class SearchParametersTest {

    @Test
    void theGetTakesWhatTheParserReadsAndTheLanguage() {
        assertThat(CitySearchParameters.names(PlaceSearchParameters.class))
                .isEqualTo(withLanguage(SearchParameter.PLACE_NAMES));
        assertThat(CitySearchParameters.names(CitySearchParameters.class))
                .isEqualTo(withLanguage(SearchParameter.CITY_NAMES));
    }

    @Test
    void eachParameterIsReadByItsNameAndNoOther() throws IllegalAccessException {
        PlaceSearchParameters parameters = new PlaceSearchParameters();
        for (Class<?> type = PlaceSearchParameters.class; type != Object.class; type = type.getSuperclass()) {
            for (Field field : type.getDeclaredFields()) {
                if (field.getType() == String.class) {
                    field.setAccessible(true);
                    field.set(parameters, "value of " + field.getName());
                }
            }
        }
        assertThat(parameters.byName().apply("class")).isEqualTo("value of featureClass");
        assertThat(parameters.byName().apply("radiusKm")).isEqualTo("value of radiusKm");
        assertThat(parameters.byName().apply("q")).isEqualTo("value of q");
        assertThat(parameters.byName().apply("near")).isNull();

        CitySearchParameters cityParameters = new CitySearchParameters();
        assertThat(cityParameters.byName().apply("class")).isNull();
        assertThat(cityParameters.byName().apply("q")).isNull();
    }

    private static Set<String> withLanguage(Set<String> parameters) {
        Set<String> names = new HashSet<>(parameters);
        names.add("lang");
        return names;
    }
}
