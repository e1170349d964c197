package dev.geolookup.distance;

import dev.geolookup.api.RecordNotFoundException;
import dev.geolookup.api.distance.DistanceQuery;
import dev.geolookup.place.FeatureRow;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.place.GazetteerViewBuilder;
import dev.geolookup.place.LocalNames;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.io.StringReader;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/**
 * Distances against values worked out by hand with the haversine formula on the mean earth radius (6371.0088 km), and
 * the records of the two cities.
 */
class DistanceQueriesTest {

    private static final GazetteerView CITIES = cities();
    private static final DistanceQueries ANSWERS = new DistanceQueries(CITIES, LocalNames.NONE);

    @Test
    void betweenTwoCitiesTheAnswerHasBothRecordsAndTheirDistance() {
        JsonObject answer = distance(DistanceQuery.parse("2988507", "2950159", null, null, null, null));
        assertThat(answer.getJsonObject("from").getString("name")).isEqualTo("Paris");
        assertThat(answer.getJsonObject("to").getString("name")).isEqualTo("Berlin");
        assertThat(answer.getJsonObject("to").getString("countryCode")).isEqualTo("DE");
        assertThat(answer.getJsonNumber("distanceKm").doubleValue()).isCloseTo(878.3987, within(0.001));
        assertThat(answer.getJsonNumber("distanceMiles").doubleValue()).isCloseTo(878.3987 / 1.609344, within(0.001));
    }

    @Test
    void betweenTwoPointsTheAnswerEchoesThemAndHandlesTheAntimeridianAndAntipodes() {
        JsonObject acrossTheDateLine = distance(DistanceQuery.parse(null, null, "0", "179.5", "0", "-179.5"));
        assertThat(acrossTheDateLine.getJsonObject("from").getJsonNumber("longitude").doubleValue()).isEqualTo(179.5);
        assertThat(acrossTheDateLine.getJsonNumber("distanceKm").doubleValue()).isCloseTo(111.195, within(0.001));

        JsonObject antipodes = distance(DistanceQuery.parse(null, null, "45", "10", "-45", "-170"));
        assertThat(antipodes.getJsonNumber("distanceKm").doubleValue()).isCloseTo(Math.PI * 6371.0088, within(1e-6));

        JsonObject samePoint = distance(DistanceQuery.parse(null, null, "48.85", "2.35", "48.85", "2.35"));
        assertThat(samePoint.getJsonNumber("distanceKm").doubleValue()).isZero();
    }

    @Test
    void aCityTheViewDoesNotHoldIsNotFound() {
        assertThatThrownBy(() -> ANSWERS.distance(DistanceQuery.parse("2988507", "1", null, null, null, null)))
                .isInstanceOf(RecordNotFoundException.class);
    }

    private static JsonObject distance(DistanceQuery query) {
        return Json.createReader(new StringReader(ANSWERS.distance(query).text())).readObject();
    }

    private static GazetteerView cities() {
        GazetteerViewBuilder builder = new GazetteerViewBuilder(1);
        builder.add(new FeatureRow(2988507, "Paris", "Paris", "P", "PPLC", "FR", "11", "75", 48.85341, 2.3488,
                2_138_551, "Europe/Paris", null));
        builder.add(new FeatureRow(2950159, "Berlin", "Berlin", "P", "PPLC", "DE", "16", "00", 52.52437, 13.41053,
                3_426_354, "Europe/Berlin", null));
        return builder.build();
    }
}
