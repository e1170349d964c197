package dev.geolookup.web.timezone;

import dev.geolookup.web.support.DeployedService;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.Test;

import java.net.http.HttpResponse;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneRules;
import java.time.zone.ZoneRulesProvider;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The time at a point: the zone agrees with /reverse, and offsets, daylight saving and transitions equal what
 * java.time's zone rules say at random instants.
 */
class TimezoneApiIT extends DeployedService {

    @Test
    void theAnswerAtRandomPointsAndInstantsEqualsTheZoneRules() {
        Random random = new Random(47);
        for (int i = 0; i < 150; i++) {
            double lat = Math.round((random.nextDouble() * 140 - 60) * 1e4) / 1e4;
            double lng = Math.round((random.nextDouble() * 360 - 180) * 1e4) / 1e4;
            Instant at = Instant.ofEpochSecond(Instant.parse("1950-01-01T00:00:00Z").getEpochSecond()
                    + (long) (random.nextDouble() * 4.7e9));
            String point = "lat=" + lat + "&lng=" + lng;
            JsonObject answer = service.getObject("timezone?" + point + "&at=" + at);
            if (i % 5 == 0) {
                assertThat(answer.getString("timezone")).as(point)
                        .isEqualTo(service.getObject("reverse?" + point).getString("timezone"));
            }
            ZoneId zone = ZoneId.of(answer.getString("timezone"));
            ZoneRules rules = zone.getRules();
            String what = point + " at " + at + " in " + zone;
            assertThat(answer.getString("tzdataVersion")).as(what)
                    .isEqualTo(ZoneRulesProvider.getVersions(zone.getId()).lastKey());
            assertThat(answer.getString("at")).isEqualTo(at.toString());
            assertThat(answer.getString("localTime")).as(what)
                    .isEqualTo(DateTimeFormatter.ISO_LOCAL_DATE_TIME.format(LocalDateTime.ofInstant(at, zone)));
            assertThat(answer.getInt("utcOffsetSeconds")).as(what).isEqualTo(rules.getOffset(at).getTotalSeconds());
            assertThat(answer.getString("utcOffset")).as(what).isEqualTo(text(rules.getOffset(at)));
            assertThat(answer.getInt("standardOffsetSeconds")).as(what)
                    .isEqualTo(rules.getStandardOffset(at).getTotalSeconds());
            assertThat(answer.getBoolean("daylightSaving")).as(what).isEqualTo(rules.isDaylightSavings(at));
            assertTransition(answer.get("previousTransition"), rules.previousTransition(at.plusNanos(1)), what);
            assertTransition(answer.get("nextTransition"), rules.nextTransition(at), what);
        }
    }

    @Test
    void knownPlacesAndTimes() {
        JsonObject berlin = service.getObject("timezone?lat=52.52&lng=13.405&at=2026-07-01T12:00:00Z");
        assertThat(berlin.getString("timezone")).isEqualTo("Europe/Berlin");
        assertThat(berlin.getString("abbreviation")).isEqualTo("CEST");
        assertThat(berlin.getString("localTime")).isEqualTo("2026-07-01T14:00:00");
        assertThat(berlin.getString("utcOffset")).isEqualTo("+02:00");
        assertThat(berlin.getString("standardOffset")).isEqualTo("+01:00");
        assertThat(berlin.getBoolean("daylightSaving")).isTrue();
        assertThat(berlin.getJsonObject("previousTransition").getString("instant")).isEqualTo("2026-03-29T01:00:00Z");
        assertThat(berlin.getJsonObject("nextTransition").getString("offsetAfter")).isEqualTo("+01:00");
        // An offset in the instant is read as the instant it names.
        assertThat(service.getObject("timezone?lat=52.52&lng=13.405&at=2026-07-01T14:00:00%2B02:00"))
                .isEqualTo(berlin);

        JsonObject atSea = service.getObject("timezone?lat=0&lng=-30&at=2026-01-01T00:00:00Z");
        assertThat(atSea.getString("timezone")).isEqualTo("Etc/GMT+2");
        assertThat(atSea.getString("utcOffset")).isEqualTo("-02:00");
        assertThat(atSea.get("nextTransition")).isEqualTo(JsonValue.NULL);

        JsonObject delhi = service.getObject("timezone?lat=28.61&lng=77.21&at=2026-01-01T00:00:00Z");
        assertThat(delhi.getString("timezone")).isEqualTo("Asia/Kolkata");
        assertThat(delhi.getString("abbreviation")).isEqualTo("IST");
        assertThat(delhi.getString("utcOffset")).isEqualTo("+05:30");
        assertThat(delhi.get("nextTransition")).isEqualTo(JsonValue.NULL);
    }

    @Test
    void nowIsNeverKeptAndAnInstantIs() {
        HttpResponse<String> now = service.get("timezone?lat=52.52&lng=13.405");
        assertThat(now.statusCode()).isEqualTo(200);
        assertThat(now.headers().firstValue("Cache-Control")).hasValue("no-store");
        assertThat(now.headers().firstValue("ETag")).isEmpty();
        Instant answered = Instant.parse(service.getObject("timezone?lat=52.52&lng=13.405").getString("at"));
        assertThat(answered).isBetween(Instant.now().minusSeconds(60), Instant.now().plusSeconds(1));

        HttpResponse<String> then = service.get("timezone?lat=52.52&lng=13.405&at=2026-07-01T12:00:00Z");
        assertThat(then.headers().firstValue("ETag")).isPresent();
        assertThat(then.headers().firstValue("Cache-Control")).hasValue("public, max-age=86400");
    }

    @Test
    void badInputIsRefusedWithAReason() {
        assertRefused("timezone?lat=52.52", "lat and lng are required");
        assertRefused("timezone?lat=52.52&lng=200", "lng must be between -180 and 180");
        assertRefused("timezone?lat=1&lng=1&at=tomorrow",
                "at must be an ISO-8601 instant with Z or an offset, such as 2026-03-29T01:30:00Z");
        assertRefused("timezone?lat=1&lng=1&at=2026-07-01T12:00:00",
                "at must be an ISO-8601 instant with Z or an offset, such as 2026-03-29T01:30:00Z");
        assertRefused("timezone?lat=1&lng=1&at=%2B99999-01-01T00:00:00Z", "at must lie between the years 1 and 9999");
    }

    private void assertRefused(String path, String reason) {
        HttpResponse<String> response = service.get(path);
        assertThat(response.statusCode()).as(path).isEqualTo(400);
        assertThat(response.body()).as(path).isEqualTo("\"" + reason + "\"");
    }

    private static void assertTransition(JsonValue answered, ZoneOffsetTransition expected, String what) {
        if (expected == null) {
            assertThat(answered).as(what).isEqualTo(JsonValue.NULL);
            return;
        }
        JsonObject transition = answered.asJsonObject();
        assertThat(transition.getString("instant")).as(what).isEqualTo(expected.getInstant().toString());
        assertThat(transition.getString("offsetBefore")).as(what).isEqualTo(text(expected.getOffsetBefore()));
        assertThat(transition.getString("offsetAfter")).as(what).isEqualTo(text(expected.getOffsetAfter()));
    }

    private static String text(ZoneOffset offset) {
        return offset.getTotalSeconds() == 0 ? "+00:00" : offset.getId();
    }
}
