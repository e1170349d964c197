package dev.geolookup.timezone;

import dev.geolookup.api.GeneratedJson;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.reverse.ReverseQuery;
import dev.geolookup.api.timezone.TimezoneQuery;
import dev.geolookup.boundary.BoundaryView;
import dev.geolookup.boundary.TimezoneAt;
import jakarta.json.stream.JsonGenerator;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneRules;
import java.time.zone.ZoneRulesProvider;
import java.util.Locale;

/**
 * The time at a point: the zone of the time-zone boundaries that /reverse uses (within its default radius of a
 * coast), and from the Java runtime's zone rules the offsets, daylight saving, abbreviation and transitions around
 * the instant. Plain Java, tested without a container.
 */
final class TimezoneQueries {

    private static final DateTimeFormatter ABBREVIATION = DateTimeFormatter.ofPattern("zzz", Locale.ENGLISH);
    private static final DateTimeFormatter LOCAL_TIME = DateTimeFormatter.ISO_LOCAL_DATE_TIME;

    private final BoundaryView timezoneBoundaries;

    TimezoneQueries(BoundaryView timezoneBoundaries) {
        this.timezoneBoundaries = timezoneBoundaries;
    }

    /** The answer at the query's instant, or now (to the second) when it has none. */
    JsonBody at(TimezoneQuery query) {
        double lat = query.point().latitude();
        double lng = query.point().longitude();
        Instant at = query.at() != null ? query.at() : Instant.now().truncatedTo(ChronoUnit.SECONDS);
        String zoneId = TimezoneAt.point(timezoneBoundaries, lat, lng, ReverseQuery.DEFAULT_RADIUS_KM);
        ZoneId zone;
        try {
            zone = ZoneId.of(zoneId);
        } catch (DateTimeException e) {
            return withoutRules(lat, lng, zoneId, at);
        }
        ZoneRules rules = zone.getRules();
        ZonedDateTime local = at.atZone(zone);
        return JsonBody.perRequest(GeneratedJson.bytes(640, json -> {
            json.writeStartObject();
            json.write("latitude", lat);
            json.write("longitude", lng);
            json.write("timezone", zone.getId());
            json.write("at", at.toString());
            json.write("localTime", LOCAL_TIME.format(local.toLocalDateTime()));
            json.write("abbreviation", ABBREVIATION.format(local));
            writeOffset(json, "utcOffset", rules.getOffset(at));
            writeOffset(json, "standardOffset", rules.getStandardOffset(at));
            json.write("daylightSaving", rules.isDaylightSavings(at));
            // The runtime's previous transition is strictly before the instant: asked at the instant of a change,
            // the change that just took effect is the previous one.
            writeTransition(json, "previousTransition", rules.previousTransition(at.plusNanos(1)));
            writeTransition(json, "nextTransition", rules.nextTransition(at));
            json.write("tzdataVersion", tzdataVersion(zone));
            json.writeEnd();
        }));
    }

    /**
     * A zone newer than the running Java runtime's tzdata (America/Coyhaique, tzdata 2025b): its name, and null for
     * what only its rules could give.
     */
    private static JsonBody withoutRules(double lat, double lng, String zoneId, Instant at) {
        return JsonBody.perRequest(GeneratedJson.bytes(320, json -> {
            json.writeStartObject();
            json.write("latitude", lat);
            json.write("longitude", lng);
            json.write("timezone", zoneId);
            json.write("at", at.toString());
            for (String member : new String[] {"localTime", "abbreviation", "utcOffset", "utcOffsetSeconds",
                    "standardOffset", "standardOffsetSeconds", "daylightSaving", "previousTransition",
                    "nextTransition", "tzdataVersion"}) {
                json.writeNull(member);
            }
            json.writeEnd();
        }));
    }

    /** The offset as +hh:mm (+00:00 for UTC, never Z) and in seconds. */
    private static void writeOffset(JsonGenerator json, String name, ZoneOffset offset) {
        json.write(name, offsetText(offset));
        json.write(name + "Seconds", offset.getTotalSeconds());
    }

    private static String offsetText(ZoneOffset offset) {
        return offset.getTotalSeconds() == 0 ? "+00:00" : offset.getId();
    }

    private static void writeTransition(JsonGenerator json, String name, ZoneOffsetTransition transition) {
        if (transition == null) {
            json.writeNull(name);
            return;
        }
        json.writeStartObject(name);
        json.write("instant", transition.getInstant().toString());
        json.write("offsetBefore", offsetText(transition.getOffsetBefore()));
        json.write("offsetAfter", offsetText(transition.getOffsetAfter()));
        json.writeEnd();
    }

    /** The version of the zone rules the runtime loaded this zone from (tzdb's, such as 2025b). */
    private static String tzdataVersion(ZoneId zone) {
        return ZoneRulesProvider.getVersions(zone.getId()).lastKey();
    }
}
