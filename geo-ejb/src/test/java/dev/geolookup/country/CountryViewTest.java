package dev.geolookup.country;

import dev.geolookup.api.country.CountryField;
import dev.geolookup.api.country.FieldSelection;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class CountryViewTest {

    private static Country country(String alpha2, String alpha3, String name, long population, Double area) {
        Country country = new Country(alpha2, alpha3, name, 0);
        country.setPopulation(population);
        country.setArea(area);
        country.setNumericCode("00" + alpha2.charAt(0) % 10);
        return country;
    }

    private final CountryView view = CountryView.of(7, List.of(
            country("AA", "AAA", "Beta", 10, 5.0),
            country("BB", "BBB", "Alpha", 30, null),
            country("CC", "CCC", "Gamma", 20, 1.0)));

    @Test
    void indexesEveryCodeCaseInsensitively() {
        assertThat(view.byAlphaCode("aa")).map(CountryEntry::name).hasValue("Beta");
        assertThat(view.byAlphaCode("bbb")).map(CountryEntry::name).hasValue("Alpha");
        assertThat(view.byAlphaCode("CCC")).map(CountryEntry::name).hasValue("Gamma");
        assertThat(view.byAlphaCode("DD")).isEmpty();
        assertThat(view.version()).isEqualTo(7);
    }

    @Test
    void sortsWithMissingValuesLastInBothDirections() {
        assertThat(view.sortedBy(CountryField.AREA, false)).extracting(CountryEntry::name)
                .containsExactly("Gamma", "Beta", "Alpha");
        assertThat(view.sortedBy(CountryField.AREA, true)).extracting(CountryEntry::name)
                .containsExactly("Beta", "Gamma", "Alpha");
        assertThat(view.sortedBy(CountryField.NAME, false)).extracting(CountryEntry::name)
                .containsExactly("Alpha", "Beta", "Gamma");
        assertThat(view.sortedBy(CountryField.POPULATION, true)).extracting(CountryEntry::name)
                .containsExactly("Alpha", "Gamma", "Beta");
        assertThat(view.sortedBy(null, true)).extracting(CountryEntry::name)
                .containsExactly("Gamma", "Alpha", "Beta");
    }

    @Test
    void listsArePreparedBytesJoinedInOrder() {
        List<CountryEntry> two = view.entries().subList(0, 2);
        String lean = CountryJson.list(two, FieldSelection.LEAN).text();
        assertThat(lean).startsWith("[{\"name\":\"Beta\"").contains("},{\"name\":\"Alpha\"").endsWith("}]");
        assertThat(CountryJson.list(two, FieldSelection.parse("alpha2Code", null)).text())
                .isEqualTo("[{\"alpha2Code\":\"AA\"},{\"alpha2Code\":\"BB\"}]");
        assertThat(CountryJson.list(List.of(), FieldSelection.FULL).text()).isEqualTo("[]");
    }
}
