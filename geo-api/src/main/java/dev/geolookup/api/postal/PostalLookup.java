package dev.geolookup.api.postal;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.geo.NearQuery;

/**
 * Postal codes: codes compare case- and space-insensitively; country codes are ISO
 * alpha-2, case-insensitive. A code that cannot be one of the country's codes (its countryInfo regex) is an
 * {@link dev.geolookup.api.InvalidRequestException} naming the expected format.
 */
public interface PostalLookup {

    /** The entries of a code in a country; RecordNotFoundException when there are none. */
    JsonBody lookup(String countryCode, String code);

    /** The entries of a code in every country having it, or in one country; [] when there are none. */
    JsonBody search(String code, String countryCode);

    /** The nearest entries to a point, nearest first, each with distanceKm. */
    JsonBody near(NearQuery query);

    long dataVersion();
}
