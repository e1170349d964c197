package dev.geolookup.timezone;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.timezone.TimezoneQuery;
import dev.geolookup.boundary.BoundaryView;
import dev.geolookup.spatial.BoundaryIndex;
import dev.geolookup.spatial.BoundaryIndex.Boundary;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.io.ParseException;
import org.locationtech.jts.io.WKTReader;

import java.io.StringReader;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The time at a point around daylight-saving changes, and at instants far from now, against the zone rules as
 * published (Berlin: CET +01:00, CEST +02:00 from the last Sunday of March 01:00 UTC to the last Sunday of October
 * 01:00 UTC since 1996).
 */
class TimezoneQueriesTest {

    private static final TimezoneQueries BERLIN_AND_SEA = new TimezoneQueries(boundaries());
    /** A zone name no tzdata has: the part of a zone newer than the runtime's rules (America/Coyhaique, 2025b). */
    private static final String NEWER_THAN_THE_RUNTIME = "America/Nowhere_Newer";
    private static final String BERLIN_LAT = "52.52";
    private static final String BERLIN_LNG = "13.405";

    @Test
    void aSecondBeforeTheSpringChangeIsWinterTimeAndTheChangeItselfSummerTime() {
        JsonObject before = at(BERLIN_LAT, BERLIN_LNG, "2026-03-29T00:59:59Z");
        assertThat(before.getString("timezone")).isEqualTo("Europe/Berlin");
        assertThat(before.getString("localTime")).isEqualTo("2026-03-29T01:59:59");
        assertThat(before.getString("utcOffset")).isEqualTo("+01:00");
        assertThat(before.getBoolean("daylightSaving")).isFalse();
        assertThat(before.getJsonObject("nextTransition").getString("instant")).isEqualTo("2026-03-29T01:00:00Z");

        JsonObject after = at(BERLIN_LAT, BERLIN_LNG, "2026-03-29T01:00:00Z");
        assertThat(after.getString("localTime")).isEqualTo("2026-03-29T03:00:00");
        assertThat(after.getString("utcOffset")).isEqualTo("+02:00");
        assertThat(after.getInt("utcOffsetSeconds")).isEqualTo(7200);
        assertThat(after.getString("standardOffset")).isEqualTo("+01:00");
        assertThat(after.getBoolean("daylightSaving")).isTrue();
        assertThat(after.getString("abbreviation")).isEqualTo("CEST");
        JsonObject previous = after.getJsonObject("previousTransition");
        assertThat(previous.getString("instant")).isEqualTo("2026-03-29T01:00:00Z");
        assertThat(previous.getString("offsetBefore")).isEqualTo("+01:00");
        assertThat(previous.getString("offsetAfter")).isEqualTo("+02:00");
    }

    @Test
    void theAutumnHourThatRepeatsIsToldApartByItsOffset() {
        JsonObject first = at(BERLIN_LAT, BERLIN_LNG, "2026-10-25T00:30:00Z");
        JsonObject second = at(BERLIN_LAT, BERLIN_LNG, "2026-10-25T01:30:00Z");
        assertThat(first.getString("localTime")).isEqualTo(second.getString("localTime")).isEqualTo("2026-10-25T02:30:00");
        assertThat(first.getString("utcOffset")).isEqualTo("+02:00");
        assertThat(second.getString("utcOffset")).isEqualTo("+01:00");
        assertThat(second.getString("abbreviation")).isEqualTo("CET");
    }

    @Test
    void anInstantGivenWithAnOffsetIsTheSameInstant() {
        assertThat(at(BERLIN_LAT, BERLIN_LNG, "2026-07-01T14:00:00+02:00").getString("at"))
                .isEqualTo("2026-07-01T12:00:00Z");
    }

    @Test
    void farInThePastTheZoneKeepsLocalMeanTimeAndFarAheadTheLastRuleGoesOn() {
        JsonObject medieval = at(BERLIN_LAT, BERLIN_LNG, "1500-06-01T12:00:00Z");
        assertThat(medieval.getString("utcOffset")).isEqualTo("+00:53:28");
        assertThat(medieval.getBoolean("daylightSaving")).isFalse();
        assertThat(medieval.isNull("previousTransition")).isTrue();
        assertThat(medieval.getJsonObject("nextTransition").getString("instant")).isEqualTo("1893-03-31T23:06:32Z");

        JsonObject future = at(BERLIN_LAT, BERLIN_LNG, "9999-07-01T00:00:00Z");
        assertThat(future.getString("utcOffset")).isEqualTo("+02:00");
        assertThat(future.getBoolean("daylightSaving")).isTrue();
        assertThat(future.getJsonObject("nextTransition").getString("instant")).isEqualTo("9999-10-31T01:00:00Z");
    }

    @Test
    void theOpenSeaKeepsTheNauticalZoneOfItsLongitudeWithoutDaylightSaving() {
        JsonObject atlantic = at("30", "-40", "2026-07-01T00:00:00Z");
        assertThat(atlantic.getString("timezone")).isEqualTo("Etc/GMT+3");
        assertThat(atlantic.getString("utcOffset")).isEqualTo("-03:00");
        assertThat(atlantic.isNull("nextTransition")).isTrue();

        JsonObject greenwich = at("0", "0", "2026-07-01T00:00:00Z");
        assertThat(greenwich.getString("utcOffset")).isEqualTo("+00:00");
        assertThat(greenwich.getInt("utcOffsetSeconds")).isZero();
    }

    @Test
    void instantsBeyondTheYears1To9999AreRefused() {
        assertThatThrownBy(() -> TimezoneQuery.parse(BERLIN_LAT, BERLIN_LNG, "+10000-01-01T00:00:00Z"))
                .isInstanceOf(InvalidRequestException.class).hasMessageContaining("between the years 1 and 9999");
        assertThatThrownBy(() -> TimezoneQuery.parse(BERLIN_LAT, BERLIN_LNG, "2026-03-29 01:30"))
                .isInstanceOf(InvalidRequestException.class).hasMessageContaining("ISO-8601");
    }

    @Test
    void aZoneTheRuntimeDoesNotKnowIsNamedWithoutWhatOnlyItsRulesGive() {
        JsonObject answer = at("-45.57", "-72.07", "2026-07-01T12:00:00Z");
        assertThat(answer.getString("timezone")).isEqualTo(NEWER_THAN_THE_RUNTIME);
        assertThat(answer.getString("at")).isEqualTo("2026-07-01T12:00:00Z");
        assertThat(answer.isNull("utcOffset")).isTrue();
        assertThat(answer.isNull("localTime")).isTrue();
        assertThat(answer.isNull("tzdataVersion")).isTrue();
    }

    private static JsonObject at(String lat, String lng, String instant) {
        String json = BERLIN_AND_SEA.at(TimezoneQuery.parse(lat, lng, instant)).text();
        return Json.createReader(new StringReader(json)).readObject();
    }

    private static BoundaryView boundaries() {
        try {
            return new BoundaryView(2, 2, BoundaryIndex.of(List.of(new Boundary("Europe/Berlin",
                    new WKTReader().read("POLYGON ((12 51, 15 51, 15 54, 12 54, 12 51))")),
                    new Boundary(NEWER_THAN_THE_RUNTIME,
                            new WKTReader().read("POLYGON ((-73 -46, -71 -46, -71 -45, -73 -45, -73 -46))")))));
        } catch (ParseException e) {
            throw new IllegalStateException(e);
        }
    }
}
