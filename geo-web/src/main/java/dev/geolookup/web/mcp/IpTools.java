package dev.geolookup.web.mcp;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.ip.AsNumber;
import dev.geolookup.api.ip.IpAnswerMembers;
import dev.geolookup.api.ip.IpLookup;
import dev.geolookup.web.openapi.ContractSchemas;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;

import java.util.List;

import static dev.geolookup.web.mcp.JsonSchemas.bool;
import static dev.geolookup.web.mcp.JsonSchemas.countryFields;
import static dev.geolookup.web.mcp.JsonSchemas.object;
import static dev.geolookup.web.mcp.JsonSchemas.required;
import static dev.geolookup.web.mcp.JsonSchemas.shaping;
import static dev.geolookup.web.mcp.JsonSchemas.string;
import static dev.geolookup.web.mcp.JsonSchemas.stringArray;

/** The IP tools: the country of one or many addresses, and where the IP data comes from. */
@Dependent
final class IpTools implements FeatureTools {

    private final IpLookup ips;
    private final ContractSchemas contract = ContractSchemas.load();

    @Inject
    IpTools(IpLookup ips) {
        this.ips = ips;
    }

    @Override
    public List<GeoTool> tools() {
        return List.of(geolocateIp(), ipDataSource(), autonomousSystem());
    }

    private GeoTool geolocateIp() {
        return new GeoTool("geolocate_ip", "IP geolocation",
                "Where an IPv4 or IPv6 address is (ip), or up to 100 addresses (ips). Each result is "
                        + "{ip, countryCode, country} and, where the data knows them, city, region {name, code}, "
                        + "postalCode, latitude and longitude (approximate: a city's centre, not the device), "
                        + "timezone, utcOffset, nearestCity {geonameId, name, distanceKm} and network {asn, "
                        + "organization, range}; ipFields names the members wanted. With ips, an invalid or unknown "
                        + "address gives {ip, error} in its place and the order is kept. Private and reserved "
                        + "addresses have no country. Returns {results: [...]}.",
                object(required(),
                        "ip", string("One IPv4 or IPv6 address"),
                        "ips", stringArray("Up to 100 addresses", 1, IpLookup.MAX_BATCH),
                        "fields", countryFields(),
                        "full", shaping(bool("true returns every field of the country records")),
                        "ipFields", shaping(string("Comma-separated members of each result beside ip "
                                + "(countryCode, country, city, region, postalCode, latitude, longitude, timezone, "
                                + "utcOffset, nearestCity, network); all by default"))),
                contract.listOf("IpBatchElement"), Paging.WHOLE,
                arguments -> {
                    List<String> batch = arguments.strings("ips");
                    if ((batch == null) == (arguments.text("ip") == null)) {
                        throw new InvalidRequestException("give either ip or ips");
                    }
                    IpAnswerMembers members = IpAnswerMembers.parse(arguments.text("ipFields"));
                    return batch != null ? ips.locateAll(batch, arguments.fieldSelection(), members)
                            : JsonBody.arrayOf(List.of(ips.locate(arguments.text("ip"), arguments.fieldSelection(),
                            members)));
                })
                .notFound(arguments -> "no country is known for " + arguments.text("ip")
                        + " (private and reserved addresses have none)");
    }

    private GeoTool ipDataSource() {
        return new GeoTool("ip_data_source", "IP data source",
                "Where the IP geolocation data comes from: provider, license, attribution to show, source, "
                        + "lastUpdated (the month the data was built, YYYY-MM), importedAt (ISO-8601), ipv4Ranges "
                        + "and ipv6Ranges of the country data, and the same for each IP dataset (country, city, "
                        + "network) under datasets.",
                object(required()),
                contract.record("IpInfo"), Paging.RECORD,
                arguments -> ips.info());
    }

    private GeoTool autonomousSystem() {
        return new GeoTool("lookup_asn", "Autonomous system",
                "The organisation that runs an autonomous system and every address range it announces (CIDR, or "
                        + "first-last where a range is not one block), IPv4 first. Returns {asn, organization, "
                        + "ipv4Ranges, ipv6Ranges, ranges}.",
                object(required("asn"), "asn", string("The AS number, as 13335 or AS13335")),
                contract.record("AutonomousSystem"), Paging.RECORD,
                arguments -> ips.autonomousSystem(AsNumber.parse(arguments.text("asn"))))
                .notFound(arguments -> "no autonomous system " + arguments.text("asn") + " in the network data");
    }
}
