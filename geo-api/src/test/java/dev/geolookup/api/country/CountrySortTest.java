package dev.geolookup.api.country;

import dev.geolookup.api.InvalidRequestException;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CountrySortTest {

    @Test
    void parsesScalarFieldsAndDirections() {
        assertThat(CountrySort.parse("population", "desc")).isEqualTo(new CountrySort(CountryField.POPULATION, true));
        assertThat(CountrySort.parse("name", null)).isEqualTo(new CountrySort(CountryField.NAME, false));
        assertThat(CountrySort.parse(null, "ASC")).isEqualTo(CountrySort.SOURCE_ORDER);
    }

    @Test
    void rejectsListFieldsUnknownFieldsAndOtherDirections() {
        assertThatThrownBy(() -> CountrySort.parse("borders", null)).isInstanceOf(InvalidRequestException.class)
                .hasMessageContaining("populationDensity");
        assertThatThrownBy(() -> CountrySort.parse("size", null)).isInstanceOf(InvalidRequestException.class);
        assertThatThrownBy(() -> CountrySort.parse("name", "up")).hasMessage("order must be asc or desc");
    }
}
