package dev.geolookup.api.ip;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.country.FieldSelection;

import java.util.List;

/**
 * IP geolocation. An address that is not an IPv4 or IPv6 address in a text form the RFCs
 * allow is an {@link dev.geolookup.api.InvalidRequestException} "Invalid IP address"; one in no range of the country
 * data is a {@link dev.geolookup.api.RecordNotFoundException}. No name is ever resolved.
 */
public interface IpLookup {

    int MAX_BATCH = 100;
    String INVALID_ADDRESS = "Invalid IP address";

    /**
     * {"ip","countryCode","country"} for one address (ip is its canonical form), and where the city and network
     * data know them: city, region, postalCode, latitude, longitude, timezone, utcOffset, nearestCity, network.
     */
    JsonBody locate(String address, FieldSelection fields, IpAnswerMembers members);

    /** One element per address, in order: a result, or {"ip","error"} for an invalid or unknown address. */
    JsonBody locateAll(List<String> addresses, FieldSelection fields, IpAnswerMembers members);

    /** Provider, licence, attribution, source, lastUpdated and range counts of the data being served, per dataset. */
    JsonBody info();

    /** {"asn","organization","ranges":[…]} of an autonomous system; a RecordNotFoundException when none is known. */
    JsonBody autonomousSystem(long number);

    long dataVersion();
}
