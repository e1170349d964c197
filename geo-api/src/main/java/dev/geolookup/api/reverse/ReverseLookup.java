package dev.geolookup.api.reverse;

import dev.geolookup.api.text.Language;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.country.FieldSelection;
import jakarta.json.JsonValue;

import java.util.List;

/**
 * Reverse geocoding: the country, first-level division and time zone a point lies in, with the nearest place, city
 * and postal code. Bad coordinates are an {@link dev.geolookup.api.InvalidRequestException}.
 */
public interface ReverseLookup {

    int MAX_BATCH = 100;

    /**
     * {latitude, longitude, countryCode, country, admin1, admin2, timezone, utcOffset, nearestPlace, nearestCity,
     * nearestPostalCode}; country fields as {@code fields} selects; division, place and city names in the language
     * where one is known.
     */
    JsonBody at(ReverseQuery query, FieldSelection fields, Language language);

    /**
     * One element per point, in order: what {@link #at} answers, or {lat, lng, error} for a point that is not an
     * object with valid numeric lat and lng. More than {@value #MAX_BATCH} points is an InvalidRequestException.
     */
    JsonBody atAll(List<JsonValue> points, double radiusKm, FieldSelection fields, Language language);
}
