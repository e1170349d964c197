package dev.geolookup.reverse;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.country.FieldSelection;
import dev.geolookup.api.geo.Coordinates;
import dev.geolookup.api.reverse.ReverseLookup;
import dev.geolookup.api.reverse.ReverseQuery;
import dev.geolookup.country.Country;
import dev.geolookup.country.CountryView;
import dev.geolookup.subdivision.Admin1Outlines;
import dev.geolookup.place.AdminNameView;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.place.LocalNames;
import dev.geolookup.postal.PostalCodeView;
import dev.geolookup.spatial.BoundaryIndex.Boundary;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.util.Collections;
import java.util.List;

import static dev.geolookup.boundary.TestBoundaries.polygon;
import static dev.geolookup.boundary.TestBoundaries.viewOf;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Reverse answers over small views without a container: a country square whose boundary file spells Kosovo's code
 * as XKX, a time-zone square, and no gazetteer or postal codes (a point with nothing near).
 */
class ReverseQueriesTest {

    private static final FieldSelection NAME = FieldSelection.parse("name", null);

    private final ReverseQueries answers = new ReverseQueries(new ReverseViews(
            viewOf(new Boundary("XKX", polygon("POLYGON ((20 42, 22 42, 22 43, 20 43, 20 42))"))),
            viewOf(new Boundary("Europe/Belgrade", polygon("POLYGON ((19 41, 23 41, 23 44, 19 44, 19 41))"))),
            CountryView.of(1, List.of(new Country("XK", "UNK", "Republic of Kosovo", 0))),
            AdminNameView.EMPTY, AdminNameView.EMPTY, GazetteerView.EMPTY, GazetteerView.EMPTY,
            PostalCodeView.EMPTY, LocalNames.NONE, Admin1Outlines.NONE));

    private static JsonObject at(ReverseQueries answers, double lat, double lng) {
        return (JsonObject) parse(answers.at(new ReverseQuery(new Coordinates(lat, lng), 0), NAME).text());
    }

    private static JsonValue parse(String json) {
        try (JsonReader reader = Json.createReader(new StringReader(json))) {
            return reader.readValue();
        }
    }

    @Test
    void theCountryRecordIsSplicedInWithItsCodeAsTheCountryDataSpellsIt() {
        JsonObject pristina = at(answers, 42.66, 21.17);
        assertThat(pristina.getString("countryCode")).isEqualTo("XK");
        assertThat(pristina.getJsonObject("country").toString()).isEqualTo("{\"name\":\"Republic of Kosovo\"}");
        assertThat(pristina.getString("timezone")).isEqualTo("Europe/Belgrade");
        assertThat(pristina.getString("utcOffset")).matches("\\+0[12]:00");
        assertThat(pristina.keySet()).containsExactly("latitude", "longitude", "countryCode", "country", "admin1",
                "admin2", "timezone", "utcOffset", "nearestPlace", "nearestCity", "nearestPostalCode");
        assertThat(pristina.get("nearestPlace")).isEqualTo(JsonValue.NULL);
    }

    @Test
    void atOpenSeaThereIsNoCountryAndTheZoneIsTheNauticalOne() {
        JsonObject atSea = at(answers, 0, -30);
        assertThat(atSea.get("countryCode")).isEqualTo(JsonValue.NULL);
        assertThat(atSea.get("country")).isEqualTo(JsonValue.NULL);
        assertThat(atSea.get("admin1")).isEqualTo(JsonValue.NULL);
        assertThat(atSea.getString("timezone")).isEqualTo("Etc/GMT+2");
        assertThat(atSea.getString("utcOffset")).isEqualTo("-02:00");
        assertThat(at(answers, 0, 0).getString("utcOffset")).isEqualTo("+00:00");
    }

    @Test
    void aBatchKeepsItsOrderAndAnswersABadPointWithWhatItWasGiven() {
        List<JsonValue> points = List.of(
                Json.createObjectBuilder().add("lat", 42.66).add("lng", 21.17).build(),
                Json.createObjectBuilder().add("lat", "north").add("lng", true).build(),
                Json.createObjectBuilder().add("lat", 91).add("lng", 0).build(),
                JsonValue.TRUE);
        JsonArray answered = (JsonArray) parse(answers.atAll(points, 0, NAME).text());
        assertThat(answered).hasSize(4);
        assertThat(answered.getJsonObject(0).getString("countryCode")).isEqualTo("XK");
        assertThat(answered.getJsonObject(1).toString()).isEqualTo(
                "{\"lat\":\"north\",\"lng\":true,\"error\":\"each point must be an object with numeric lat and lng\"}");
        assertThat(answered.getJsonObject(2).getString("error")).contains("latitude");
        assertThat(answered.getJsonObject(3).toString()).isEqualTo(
                "{\"lat\":null,\"lng\":null,\"error\":\"each point must be an object with numeric lat and lng\"}");
    }

    @Test
    void aBatchHoldsOneToTheMostPoints() {
        assertThatThrownBy(() -> answers.atAll(List.of(), 0, NAME)).isInstanceOf(InvalidRequestException.class)
                .hasMessage("the array must hold at least one point");
        List<JsonValue> tooMany = Collections.nCopies(ReverseLookup.MAX_BATCH + 1, JsonValue.NULL);
        assertThatThrownBy(() -> answers.atAll(tooMany, 0, NAME)).isInstanceOf(InvalidRequestException.class)
                .hasMessage("at most " + ReverseLookup.MAX_BATCH + " points per request");
    }
}
