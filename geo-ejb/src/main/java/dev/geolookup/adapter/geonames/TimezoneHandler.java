package dev.geolookup.adapter.geonames;

import dev.geolookup.adapter.AdapterViews;
import dev.geolookup.api.GeneratedJson;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.adapter.geonames.GeoNamesParameter;
import dev.geolookup.api.adapter.geonames.GeoNamesRequest;
import dev.geolookup.api.reverse.ReverseQuery;
import dev.geolookup.boundary.TimezoneAt;
import dev.geolookup.reverse.CountryAt;
import jakarta.json.stream.JsonGenerator;
import org.shredzone.commons.suncalc.SunTimes;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.Month;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.zone.ZoneRules;

/**
 * timezoneJSON: the zone whose boundary holds the point (as /timezone finds it), its offsets in hours as GeoNames
 * gives them (gmtOffset on 1 January, dstOffset on 1 July, rawOffset the standard offset now), the local time and
 * the day's sunrise and sunset there (for date, when given). At sea, where only a nautical zone answers, GeoNames
 * gives the offsets and the point alone.
 */
final class TimezoneHandler {

    private static final DateTimeFormatter MINUTES = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");

    private final AdapterViews views;
    private final Clock clock;

    TimezoneHandler(AdapterViews views, Clock clock) {
        this.views = views;
        this.clock = clock;
    }

    JsonBody answer(GeoNamesRequest request) {
        double[] point = request.point();
        LocalDate date = request.date(GeoNamesParameter.DATE);
        Double radius = request.number(GeoNamesParameter.RADIUS);
        double km = radius == null ? ReverseQuery.DEFAULT_RADIUS_KM : Math.max(0, Math.min(radius, 100));
        String zoneId = TimezoneAt.point(views.timezoneBoundaries(), point[0], point[1], km);
        boolean atSea = zoneId.startsWith("Etc/");
        String country = atSea ? null
                : CountryAt.point(views.countryBoundaries(), views.countries(), point[0], point[1], km);
        ZoneId zone;
        try {
            zone = ZoneId.of(zoneId);
        } catch (DateTimeException e) {
            return withoutRules(zoneId, country, point);
        }
        Instant now = clock.instant();
        ZoneRules rules = zone.getRules();
        ZonedDateTime local = now.atZone(zone);
        LocalDate day = date != null ? date : local.toLocalDate();
        return GeneratedJson.body(320, json -> {
            json.writeStartObject();
            if (!atSea) {
                json.write("time", MINUTES.format(local));
                if (country != null) {
                    json.write("countryName", views.countryName(country));
                }
                SunTimes sun = SunTimes.compute().on(day).timezone(zone).at(point[0], point[1]).execute();
                json.write("sunset", sun.getSet() == null ? "" : MINUTES.format(sun.getSet()));
                writeHours(json, "rawOffset", rules.getStandardOffset(now));
                writeHours(json, "dstOffset", ToponymRowWriter.offsetOn(rules, day.getYear(), Month.JULY));
                if (country != null) {
                    json.write("countryCode", country);
                }
                writeHours(json, "gmtOffset", ToponymRowWriter.offsetOn(rules, day.getYear(), Month.JANUARY));
                writeNumber(json, "lng", point[1]);
                json.write("sunrise", sun.getRise() == null ? "" : MINUTES.format(sun.getRise()));
                json.write("timezoneId", zone.getId());
                writeNumber(json, "lat", point[0]);
            } else {
                writeHours(json, "rawOffset", rules.getStandardOffset(now));
                writeHours(json, "dstOffset", ToponymRowWriter.offsetOn(rules, day.getYear(), Month.JULY));
                writeHours(json, "gmtOffset", ToponymRowWriter.offsetOn(rules, day.getYear(), Month.JANUARY));
                writeNumber(json, "lng", point[1]);
                writeNumber(json, "lat", point[0]);
            }
            json.writeEnd();
        });
    }

    /**
     * A zone newer than the running Java runtime's tzdata (America/Coyhaique, tzdata 2025b): its name and the point,
     * without the offsets and times that only its rules could give.
     */
    private JsonBody withoutRules(String zoneId, String country, double[] point) {
        return GeneratedJson.body(160, json -> {
            json.writeStartObject();
            if (country != null) {
                json.write("countryName", views.countryName(country));
                json.write("countryCode", country);
            }
            writeNumber(json, "lng", point[1]);
            json.write("timezoneId", zoneId);
            writeNumber(json, "lat", point[0]);
            json.writeEnd();
        });
    }

    private static void writeHours(JsonGenerator json, String member, ZoneOffset offset) {
        ToponymRowWriter.writeHours(json, member, offset);
    }

    /** The point as given: an int where whole (GeoNames echoes "lng":40), else the number. */
    private static void writeNumber(JsonGenerator json, String member, double value) {
        if (value == Math.rint(value) && Math.abs(value) <= 180) {
            json.write(member, (int) value);
        } else {
            json.write(member, BigDecimal.valueOf(value));
        }
    }
}
