package dev.geolookup.subdivision;

import dev.geolookup.api.text.Language;
import dev.geolookup.country.CountryView;
import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.FeatureRow;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.place.GazetteerViewBuilder;
import dev.geolookup.place.LocalNames;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.util.List;

import static dev.geolookup.subdivision.AdminDivisions.division;
import static org.assertj.core.api.Assertions.assertThat;

/** The steps of a feature's hierarchy, on a small gazetteer built here. */
class PlaceHierarchyTest {

    private static final FeatureRow GERMANY = feature(2921044, "Germany", "PCLI", null, null);
    private static final FeatureRow BAVARIA = feature(2951839, "Bavaria", "ADM1", "02", null);
    private static final FeatureRow UPPER_BAVARIA = feature(2861322, "Upper Bavaria", "ADM2", "02", "091");
    private static final FeatureRow MUNICH = new FeatureRow(2867714, "Munich", "Munich", "P", "PPLA", "DE", "02",
            "091", 48.137, 11.575, 1_260_391, "Europe/Berlin", null);

    @Test
    void aPlaceStartsAtItsCountrysFeatureAndNamesEachDivisionById() {
        JsonArray steps = hierarchy(2867714, GERMANY, BAVARIA, UPPER_BAVARIA, MUNICH);
        assertThat(steps).hasSize(4);
        assertStep(steps.getJsonObject(0), 2921044, "Germany", "PCLI", "DE");
        assertStep(steps.getJsonObject(1), 2951839, "Bavaria", "ADM1", "DE.02");
        assertStep(steps.getJsonObject(2), 2861322, "Upper Bavaria", "ADM2", "DE.02.091");
        assertStep(steps.getJsonObject(3), 2867714, "Munich", "PPLA", null);
    }

    @Test
    void aDivisionIsItsOwnLastStepAndACountryItsOnlyOne() {
        JsonArray bavaria = hierarchy(2951839, GERMANY, BAVARIA, UPPER_BAVARIA, MUNICH);
        assertThat(bavaria).hasSize(2);
        assertStep(bavaria.getJsonObject(1), 2951839, "Bavaria", "ADM1", null);
        JsonArray germany = hierarchy(2921044, GERMANY, BAVARIA, UPPER_BAVARIA, MUNICH);
        assertThat(germany).hasSize(1);
        assertStep(germany.getJsonObject(0), 2921044, "Germany", "PCLI", null);
    }

    @Test
    void aCityTakesItsCountryFromThePlaces() {
        GazetteerViewBuilder cities = new GazetteerViewBuilder(1);
        cities.add(MUNICH);
        GazetteerViewBuilder places = new GazetteerViewBuilder(1);
        List.of(GERMANY, BAVARIA, MUNICH).forEach(places::add);
        AdminNameView admin1 = AdminNameView.of(1, List.of(division("DE.02", "Bavaria", 2951839L)));
        byte[] body = new PlaceHierarchy(cities.build(), places.build(), admin1, AdminNameView.of(1, List.of()),
                CountryView.of(1, List.of()), LocalNames.NONE, Language.NONE).of(2867714).utf8();
        JsonArray steps = Json.createReader(new ByteArrayInputStream(body)).readArray();
        assertStep(steps.getJsonObject(0), 2921044, "Germany", "PCLI", "DE");
        assertThat(steps).hasSize(3);
    }

    @Test
    void withoutTheCountrysFeatureTheCountryStepHasNoId() {
        JsonArray steps = hierarchy(2867714, BAVARIA, MUNICH);
        assertThat(steps.getJsonObject(0).isNull("geonameId")).isTrue();
        assertThat(steps.getJsonObject(0).isNull("featureCode")).isTrue();
        assertThat(steps.getJsonObject(0).getString("code")).isEqualTo("DE");
        assertThat(steps).as("no admin2 step: this gazetteer's codes name none").hasSize(3);
    }

    private static JsonArray hierarchy(int geonameId, FeatureRow... features) {
        GazetteerViewBuilder builder = new GazetteerViewBuilder(1);
        List.of(features).forEach(builder::add);
        GazetteerView view = builder.build();
        AdminNameView admin1 = AdminNameView.of(1, List.of(division("DE.02", "Bavaria", 2951839L)));
        boolean withAdmin2 = List.of(features).contains(UPPER_BAVARIA);
        AdminNameView admin2 = AdminNameView.of(1, withAdmin2
                ? List.of(division("DE.02.091", "Upper Bavaria", 2861322L)) : List.of());
        byte[] body = new PlaceHierarchy(view, view, admin1, admin2, CountryView.of(1, List.of()), LocalNames.NONE,
                Language.NONE).of(geonameId).utf8();
        return Json.createReader(new ByteArrayInputStream(body)).readArray();
    }

    private static void assertStep(JsonObject step, long geonameId, String name, String featureCode, String code) {
        assertThat(step.getJsonNumber("geonameId").longValue()).isEqualTo(geonameId);
        assertThat(step.getString("name")).isEqualTo(name);
        assertThat(step.getString("featureCode")).isEqualTo(featureCode);
        assertThat(step.getString("countryCode")).isEqualTo("DE");
        if (code == null) {
            assertThat(step.isNull("code")).isTrue();
        } else {
            assertThat(step.getString("code")).isEqualTo(code);
        }
    }

    private static FeatureRow feature(long id, String name, String code, String admin1, String admin2) {
        return new FeatureRow(id, name, name, "A", code, "DE", admin1, admin2, 48.9, 11.4, 0, "Europe/Berlin", null);
    }

}
