package dev.geolookup.place;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.RecordNotFoundException;
import dev.geolookup.api.place.PlaceQuery;
import dev.geolookup.api.text.Language;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What the place and city services decide before and after the engine, on a gazetteer of six features built here:
 * an admin1 filter by GeoNames code (which several countries may share) or by ISO 3166-2 code, the batch search's
 * bounds and its refusals in place, and a by-id lookup that finds nothing.
 */
class GazetteerQueriesTest {

    private static final List<FeatureRow> FEATURES = List.of(
            row(2950159, "Berlin", "DE", "16", 3_426_354),
            row(2867714, "Munich", "DE", "02", 1_260_391),
            row(3030300, "Brive", "FR", "02", 46_000),
            row(4250542, "Springfield", "US", "IL", 116_250),
            row(4409896, "Springfield", "US", "MO", 159_498),
            row(2988507, "Paris", "FR", "11", 2_138_551));

    /** The ISO 3166-2 codes this test knows: US-IL and US-MO, as the crosswalk gives them. */
    private static final Admin1IsoCodes ISO_CODES = new Admin1IsoCodes() {
        @Override
        public Optional<String> admin1KeyOf(String isoCode) {
            return switch (isoCode) {
                case "US-IL" -> Optional.of("US.IL");
                case "US-MO" -> Optional.of("US.MO");
                default -> Optional.empty();
            };
        }

        @Override
        public Optional<String> isoCodeOf(String admin1Key) {
            return Optional.of(admin1Key.replace('.', '-')).filter(iso -> admin1KeyOf(iso).isPresent());
        }
    };

    private final GazetteerQueries queries = queries();

    @Test
    void anIsoCodeFiltersByTheDivisionItNames() {
        assertThat(ids(search(PlaceQuery.matching("springfield").admin1("US-IL").build()))).containsExactly(4250542L);
        assertThat(ids(search(PlaceQuery.matching("springfield").country("US").admin1("US-MO").build())))
                .containsExactly(4409896L);
        assertThatThrownBy(() -> search(PlaceQuery.matching("springfield").country("FR").admin1("US-MO").build()))
                .isInstanceOf(InvalidRequestException.class).hasMessage("admin1 US-MO is not a first-level division of FR");
        assertThatThrownBy(() -> search(PlaceQuery.matching("springfield").admin1("US-ZZ").build()))
                .isInstanceOf(InvalidRequestException.class)
                .hasMessage("admin1 US-ZZ is not the ISO 3166-2 code of a first-level division");
    }

    @Test
    void aGeoNamesCodeSeveralCountriesShareNeedsTheCountry() {
        assertThatThrownBy(() -> search(PlaceQuery.matching(null).admin1("02").build()))
                .isInstanceOf(InvalidRequestException.class)
                .hasMessage("admin1 02 is a first-level division code in 2 countries (DE, FR); give country as well");
        assertThat(ids(search(PlaceQuery.matching(null).country("FR").admin1("02").build())))
                .containsExactly(3030300L);
        assertThat(ids(search(PlaceQuery.matching(null).admin1("IL").build()))).as("one country has it")
                .containsExactly(4250542L);
        assertThatThrownBy(() -> search(PlaceQuery.matching(null).country("US").admin1("02").build()))
                .isInstanceOf(InvalidRequestException.class)
                .hasMessage("admin1 02 is not a first-level division code of US");
        assertThatThrownBy(() -> search(PlaceQuery.matching(null).admin1("99").build()))
                .isInstanceOf(InvalidRequestException.class)
                .hasMessage("admin1 99 is not a first-level division code");
    }

    @Test
    void textWithoutALetterOrDigitIsRefused() {
        assertThatThrownBy(() -> search(PlaceQuery.matching("--").build()))
                .isInstanceOf(InvalidRequestException.class)
                .hasMessage("q must contain at least one letter or digit");
    }

    @Test
    void aBatchAnswersEachQueryInOrderAndRefusesABadOneInItsPlace() {
        JsonArray answers = Json.createReader(new StringReader(queries.searchAll(List.of(
                Json.createObjectBuilder().add("q", "paris").build(),
                Json.createObjectBuilder().add("q", "x").add("limit", 0).build(),
                Json.createObjectBuilder().add("q", "berlin").add("planet", "mars").build()),
                Language.NONE).text())).readArray();
        assertThat(answers).hasSize(3);
        assertThat(answers.getJsonObject(0).getJsonArray("results").getJsonObject(0).getInt("geonameId"))
                .isEqualTo(2988507);
        assertThat(answers.getJsonObject(1).getString("error")).startsWith("limit must be between 1 and");
        assertThat(answers.getJsonObject(2).getString("error")).startsWith("unknown parameter(s) [planet]");
        assertThatThrownBy(() -> queries.searchAll(List.of(), Language.NONE))
                .isInstanceOf(InvalidRequestException.class).hasMessage("the array must hold at least one query");
        List<JsonValue> tooMany = Collections.nCopies(101, Json.createObjectBuilder().add("q", "a").build());
        assertThatThrownBy(() -> queries.searchAll(tooMany, Language.NONE))
                .isInstanceOf(InvalidRequestException.class).hasMessage("at most 100 queries per request");
    }

    @Test
    void anIdNoFeatureHasIsNotFound() {
        assertThat(Json.createReader(new StringReader(queries.byId(2950159, Language.NONE).text())).readObject()
                .getString("name")).isEqualTo("Berlin");
        assertThatThrownBy(() -> queries.byId(1, Language.NONE)).isInstanceOf(RecordNotFoundException.class);
    }

    private JsonArray search(PlaceQuery query) {
        return Json.createReader(new StringReader(queries.search(query, Language.NONE).text())).readArray();
    }

    private static List<Long> ids(JsonArray records) {
        return records.getValuesAs(JsonObject.class).stream().map(record -> record.getJsonNumber("geonameId")
                .longValue()).toList();
    }

    private static GazetteerQueries queries() {
        GazetteerViewBuilder builder = new GazetteerViewBuilder(1);
        FEATURES.forEach(builder::add);
        return new GazetteerQueries(builder.build(), FeatureJson.PLACE, null, LocalNameView.EMPTY, ISO_CODES);
    }

    private static FeatureRow row(long geonameId, String name, String country, String admin1, long population) {
        return new FeatureRow(geonameId, name, name, "P", "PPL", country, admin1, null, 0, 0, population, "UTC", null);
    }
}
