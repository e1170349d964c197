package dev.geolookup.subdivision;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.RecordNotFoundException;
import dev.geolookup.api.text.Language;
import dev.geolookup.boundary.BoundaryView;
import dev.geolookup.country.Country;
import dev.geolookup.country.CountryView;
import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.FeatureRow;
import dev.geolookup.place.GazetteerViewBuilder;
import dev.geolookup.place.LocalNames;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.util.List;

import static dev.geolookup.subdivision.AdminDivisions.division;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A country's subdivisions, one by code and a division's children, on views built here: Germany with two states
 * (Bavaria, whose feature the gazetteer holds, and Berlin, whose it does not) and one district of Bavaria, without
 * outlines.
 */
class SubdivisionQueriesTest {

    private final SubdivisionQueries queries = new SubdivisionQueries(views());

    @Test
    void aCountrysFirstLevelInNameOrderByEitherAlphaCode() {
        JsonArray states = array(queries.ofCountry("DE", null).text());
        assertThat(states.getValuesAs(JsonObject.class)).extracting(state -> state.getString("name"))
                .containsExactly("Bavaria", "Berlin");
        JsonObject bavaria = states.getJsonObject(0);
        assertThat(bavaria.getString("code")).isEqualTo("DE.02");
        assertThat(bavaria.getString("countryCode")).isEqualTo("DE");
        assertThat(bavaria.getInt("level")).isEqualTo(1);
        assertThat(bavaria.isNull("parentCode")).isTrue();
        assertThat(bavaria.isNull("isoCode")).as("no outline gives one here").isTrue();
        assertThat(bavaria.getJsonNumber("geonameId").longValue()).isEqualTo(2951839L);
        assertThat(bavaria.getJsonNumber("latitude").doubleValue()).as("its feature's point").isEqualTo(48.5);
        assertThat(states.getJsonObject(1).isNull("latitude")).as("no feature, no outline: no point").isTrue();
        assertThat(array(queries.ofCountry("deu", "1").text())).isEqualTo(states);
    }

    @Test
    void theSecondLevelNamesItsParent() {
        JsonArray districts = array(queries.ofCountry("DE", "2").text());
        assertThat(districts).hasSize(1);
        assertThat(districts.getJsonObject(0).getString("code")).isEqualTo("DE.02.091");
        assertThat(districts.getJsonObject(0).getString("parentCode")).isEqualTo("DE.02");
        assertThat(districts.getJsonObject(0).getInt("level")).isEqualTo(2);
        assertThat(array(queries.children("DE.02").text())).isEqualTo(districts);
        assertThat(array(queries.children("de.02.091").text())).as("nothing below the second level").isEmpty();
    }

    @Test
    void oneByCodeAndWhatIsNotOne() {
        JsonObject berlin = Json.createReader(new StringReader(queries.byCode("de.16").text())).readObject();
        assertThat(berlin.getString("name")).isEqualTo("Berlin");
        assertThat(berlin.isNull("geonameId")).isTrue();
        assertThatThrownBy(() -> queries.byCode("DE.99")).isInstanceOf(RecordNotFoundException.class);
        assertThatThrownBy(() -> queries.byCode("DE-BY")).as("an ISO code no crosswalk gives")
                .isInstanceOf(RecordNotFoundException.class);
        assertThatThrownBy(() -> queries.byCode("Bavaria")).isInstanceOf(InvalidRequestException.class)
                .hasMessageContaining("ISO 3166-2 (US-CA) or GeoNames (US.CA, US.CA.037)");
    }

    @Test
    void aCountryIsRequiredAndALevelIsOneOrTwo() {
        assertThatThrownBy(() -> queries.ofCountry(" ", null)).isInstanceOf(InvalidRequestException.class)
                .hasMessageStartingWith("country is required");
        assertThatThrownBy(() -> queries.ofCountry("XX", null)).isInstanceOf(InvalidRequestException.class)
                .hasMessage("country must be an ISO 3166-1 alpha-2 or alpha-3 code of a country");
        assertThatThrownBy(() -> queries.ofCountry("DE", "3")).isInstanceOf(InvalidRequestException.class)
                .hasMessageStartingWith("level must be 1");
    }

    private static SubdivisionViews views() {
        GazetteerViewBuilder places = new GazetteerViewBuilder(1);
        places.add(new FeatureRow(2951839, "Bavaria", "Bavaria", "A", "ADM1", "DE", "02", null, 48.5, 11.5,
                12_000_000, "Europe/Berlin", null));
        AdminNameView admin1 = AdminNameView.of(1, List.of(division("DE.02", "Bavaria", 2951839L),
                division("DE.16", "Berlin", null)));
        AdminNameView admin2 = AdminNameView.of(1, List.of(division("DE.02.091", "Upper Bavaria", null)));
        CountryView countries = CountryView.of(1, List.of(new Country("DE", "DEU", "Germany", 0)));
        return new SubdivisionViews(admin1, admin2, Admin1Outlines.NONE, places.build(), LocalNames.NONE,
                Language.NONE, BoundaryView.EMPTY, countries);
    }


    private static JsonArray array(String json) {
        return Json.createReader(new StringReader(json)).readArray();
    }
}
