package dev.geolookup.api.timezone;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.geo.Coordinates;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;

/** The time at a point at an instant; {@code at} null means now. */
public record TimezoneQuery(Coordinates point, Instant at) {

    private static final Instant EARLIEST = Instant.parse("0001-01-01T00:00:00Z");
    private static final Instant LATEST = Instant.parse("9999-12-31T23:59:59Z");

    public static TimezoneQuery parse(String lat, String lng, String at) {
        return new TimezoneQuery(Coordinates.parse("lat", lat, "lng", lng), instant(at));
    }

    /** An instant as ISO-8601 writes it in UTC (2026-03-29T01:30:00Z) or with an offset (...+02:00). */
    private static Instant instant(String at) {
        if (at == null) {
            return null;
        }
        Instant instant;
        try {
            instant = OffsetDateTime.parse(at.trim()).toInstant();
        } catch (DateTimeParseException e) {
            throw new InvalidRequestException("at must be an ISO-8601 instant with Z or an offset, such as "
                    + "2026-03-29T01:30:00Z");
        } catch (DateTimeException e) {
            throw new InvalidRequestException("at must lie between the years 1 and 9999");
        }
        if (instant.isBefore(EARLIEST) || instant.isAfter(LATEST)) {
            throw new InvalidRequestException("at must lie between the years 1 and 9999");
        }
        return instant;
    }
}
