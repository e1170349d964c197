package dev.geolookup.ip;

import dev.geolookup.api.BatchAnswer;
import dev.geolookup.api.GeneratedJson;
import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.RecordNotFoundException;
import dev.geolookup.api.country.FieldSelection;
import dev.geolookup.api.ip.IpAnswerMembers;
import dev.geolookup.api.ip.IpAnswerMembers.Member;
import dev.geolookup.api.ip.IpLookup;
import inet.ipaddr.IPAddress;
import jakarta.json.stream.JsonGenerator;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

import static dev.geolookup.api.GeneratedJson.writeTextOrNull;

/**
 * The IP answers, written from one set of views: an address's country with the country record spliced in and what
 * the city and network data add, a batch with an error element where an address has no country, the data sources,
 * and an autonomous system's ranges. Plain Java, so that its edge cases are tested without a container;
 * IpLookupBean only hands it the views.
 */
final class IpQueries {

    /** What a data source is called, under which licence, and the attribution results must carry. */
    record DataSource(String provider, String license, String attribution) {
    }

    static final DataSource CITY_SOURCE = new DataSource("DB-IP (IP to City Lite)",
            "Creative Commons Attribution 4.0 International (CC BY 4.0)", "IP Geolocation by DB-IP (https://db-ip.com)");
    static final DataSource NETWORK_SOURCE = new DataSource(
            "ip-location-db asn (RouteViews, the regional internet registries via NRO, DB-IP IP to ASN Lite)",
            "Creative Commons Attribution 4.0 International (CC BY 4.0)",
            "AS numbers by RouteViews (https://www.routeviews.org) and NRO (https://www.nro.net), "
                    + "organisations by DB-IP (https://db-ip.com)");

    private final IpViews views;

    IpQueries(IpViews views) {
        this.views = views;
    }

    JsonBody locate(String address, FieldSelection fields, IpAnswerMembers members) {
        return JsonBody.perRequest(result(IpAddressText.parse(address), fields, members));
    }

    JsonBody locateAll(List<String> addresses, FieldSelection fields, IpAnswerMembers members) {
        return BatchAnswer.of(addresses, IpLookup.MAX_BATCH, "IP", "IPs",
                address -> JsonBody.perRequest(elementFor(address, fields, members)));
    }

    /**
     * The country data's source at the top, as the contract has it, and every IP dataset under "datasets".
     */
    JsonBody info(DataSource countrySource, int countryDisagreements) {
        IpRangeView ranges = views.ranges();
        IpDataRelease countryRelease = new IpDataRelease(ranges.version(), ranges.source(), ranges.importedAt());
        return GeneratedJson.body(2048, json -> {
            json.writeStartObject();
            writeSource(json, countrySource, countryRelease, ranges.ipv4Ranges(), ranges.ipv6Ranges());
            json.writeStartArray("datasets");
            json.writeStartObject();
            json.write("dataset", "ip-ranges");
            writeSource(json, countrySource, countryRelease, ranges.ipv4Ranges(), ranges.ipv6Ranges());
            json.writeEnd();
            IpCityView cities = views.cities();
            json.writeStartObject();
            json.write("dataset", "ip-cities");
            writeSource(json, CITY_SOURCE, cities.release(), cities.ipv4Ranges(), cities.ipv6Ranges());
            json.write("locations", cities.locations());
            json.write("countryDisagreements", countryDisagreements);
            json.writeEnd();
            IpNetworkView networks = views.networks();
            json.writeStartObject();
            json.write("dataset", "ip-networks");
            writeSource(json, NETWORK_SOURCE, networks.release(), networks.ipv4Ranges(), networks.ipv6Ranges());
            json.writeEnd();
            json.writeEnd();
            json.writeEnd();
        });
    }

    /** The autonomous system's organisation and every range it announces, IPv4 first, each in address order. */
    JsonBody autonomousSystem(long number) {
        IpNetworkView networks = views.networks();
        int[] ranges = networks.rangesOf(number);
        if (ranges.length == 0) {
            throw new RecordNotFoundException("Autonomous system not found: no range of the network data is"
                    + " announced by AS" + number);
        }
        return GeneratedJson.body(64 + 48 * ranges.length, json -> {
            json.writeStartObject();
            json.write("asn", number);
            writeTextOrNull(json, "organization", networks.organization(ranges[0]));
            json.write("ipv4Ranges", (int) Arrays.stream(ranges).filter(r -> r < networks.ipv4Ranges()).count());
            json.write("ipv6Ranges", (int) Arrays.stream(ranges).filter(r -> r >= networks.ipv4Ranges()).count());
            json.writeStartArray("ranges");
            for (int range : ranges) {
                json.write(AddressRangeText.of(networks.first(range), networks.last(range)));
            }
            json.writeEnd();
            json.writeEnd();
        });
    }

    private static void writeSource(JsonGenerator json, DataSource source, IpDataRelease release, int ipv4Ranges,
                                    int ipv6Ranges) {
        json.write("provider", source.provider());
        json.write("license", source.license());
        json.write("attribution", source.attribution());
        writeTextOrNull(json, "source", release.source());
        writeTextOrNull(json, "lastUpdated", release.dataMonth() == null ? null : release.dataMonth().toString());
        writeTextOrNull(json, "importedAt", release.importedAt() == null ? null : release.importedAt().toString());
        json.write("ipv4Ranges", ipv4Ranges);
        json.write("ipv6Ranges", ipv6Ranges);
    }

    private byte[] elementFor(String address, FieldSelection fields, IpAnswerMembers members) {
        try {
            return result(IpAddressText.parse(address), fields, members);
        } catch (InvalidRequestException e) {
            return error(address, IpLookup.INVALID_ADDRESS);
        } catch (RecordNotFoundException e) {
            return error(address, RecordNotFoundException.MESSAGE);
        }
    }

    /**
     * {"ip":…,"countryCode":…,"country":{…},…}: the country record is spliced in as the country view prepared it,
     * the members after it are written by a JSON generator.
     */
    private byte[] result(IPAddress address, FieldSelection fields, IpAnswerMembers members) {
        String countryCode = views.ranges().countryOf(address);
        if (countryCode == null) {
            throw new RecordNotFoundException(IpAddressText.nowhere(address));
        }
        JsonBody country = views.countries().record(countryCode, fields).orElseThrow(RecordNotFoundException::new);
        byte[] after = GeneratedJson.bytes(512, json -> {
            json.writeStartObject();
            new IpLocationJson(views).write(json, address, members);
            json.writeEnd();
        });
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(country.utf8().length + after.length + 96);
        bytes.writeBytes(("{\"ip\":\"" + address.toCanonicalString() + "\"").getBytes(StandardCharsets.UTF_8));
        if (members.has(Member.COUNTRY_CODE)) {
            bytes.writeBytes((",\"countryCode\":\"" + countryCode + "\"").getBytes(StandardCharsets.UTF_8));
        }
        if (members.has(Member.COUNTRY)) {
            bytes.writeBytes(",\"country\":".getBytes(StandardCharsets.UTF_8));
            bytes.writeBytes(country.utf8());
        }
        if (after.length > 2) {
            bytes.write(',');
            bytes.write(after, 1, after.length - 2);
        }
        bytes.write('}');
        return bytes.toByteArray();
    }

    private static byte[] error(String address, String reason) {
        return GeneratedJson.bytes(64, json -> {
            json.writeStartObject();
            writeTextOrNull(json, "ip", address);
            json.write("error", reason);
            json.writeEnd();
        });
    }
}
