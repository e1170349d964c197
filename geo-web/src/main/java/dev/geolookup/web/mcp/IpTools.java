package dev.geolookup.web.mcp;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.ip.IpLookup;
import dev.geolookup.web.openapi.ContractSchemas;

import java.util.List;

import static dev.geolookup.web.mcp.JsonSchemas.bool;
import static dev.geolookup.web.mcp.JsonSchemas.countryCode;
import static dev.geolookup.web.mcp.JsonSchemas.countryFields;
import static dev.geolookup.web.mcp.JsonSchemas.object;
import static dev.geolookup.web.mcp.JsonSchemas.required;
import static dev.geolookup.web.mcp.JsonSchemas.string;
import static dev.geolookup.web.mcp.JsonSchemas.stringArray;

/** The IP tools: the country of one or many addresses, and where the IP data comes from. */
final class IpTools {

    private final IpLookup ips;
    private final ContractSchemas contract;

    IpTools(IpLookup ips, ContractSchemas contract) {
        this.ips = ips;
        this.contract = contract;
    }

    List<GeoTool> tools() {
        return List.of(geolocateIp(), ipDataSource());
    }

    private GeoTool geolocateIp() {
        return new GeoTool("geolocate_ip", "IP geolocation",
                "The country of an IPv4 or IPv6 address (ip), or of up to 100 addresses (ips). Each result is "
                        + "{ip, countryCode, country}; with ips, an invalid or unknown address gives {ip, error} in "
                        + "its place and the order is kept. Private and reserved addresses have no country. "
                        + "Returns {results: [...]}.",
                object(required(),
                        "ip", string("One IPv4 or IPv6 address"),
                        "ips", stringArray("Up to 100 addresses", 1, IpLookup.MAX_BATCH),
                        "fields", countryFields(),
                        "full", bool("true returns every field of the country records")),
                contract.listOf("IpBatchElement"), true,
                arguments -> {
                    List<String> batch = arguments.strings("ips");
                    if ((batch == null) == (arguments.text("ip") == null)) {
                        throw new InvalidRequestException("give either ip or ips");
                    }
                    return batch != null ? ips.locateAll(batch, arguments.fieldSelection())
                            : JsonBody.arrayOf(List.of(ips.locate(arguments.text("ip"), arguments.fieldSelection())));
                });
    }
    private GeoTool ipDataSource() {
        return new GeoTool("ip_data_source", "IP data source",
                "Where the IP geolocation data comes from: provider, license, attribution to show, source, "
                        + "lastUpdated (the month the data was built, YYYY-MM), importedAt (ISO-8601), ipv4Ranges "
                        + "and ipv6Ranges.",
                object(required()),
                contract.record("IpInfo"), false,
                arguments -> ips.info());
    }
}
