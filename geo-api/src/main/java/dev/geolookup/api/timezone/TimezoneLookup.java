package dev.geolookup.api.timezone;

import dev.geolookup.api.JsonBody;

/** The time zone at a point and the time there, by the rules of the running Java runtime's tzdata. */
public interface TimezoneLookup {

    /**
     * {latitude, longitude, timezone, at, localTime, abbreviation, utcOffset, utcOffsetSeconds, standardOffset,
     * standardOffsetSeconds, daylightSaving, previousTransition, nextTransition, tzdataVersion}: the zone whose
     * boundary holds the point (as /reverse finds it; the nautical zone at sea).
     */
    JsonBody at(TimezoneQuery query);
}
