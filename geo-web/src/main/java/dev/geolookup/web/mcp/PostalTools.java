package dev.geolookup.web.mcp;

import dev.geolookup.api.geo.NearQuery;
import dev.geolookup.api.postal.PostalLookup;
import dev.geolookup.web.openapi.ContractSchemas;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;

import java.util.List;

import static dev.geolookup.web.mcp.JsonSchemas.country;
import static dev.geolookup.web.mcp.JsonSchemas.integer;
import static dev.geolookup.web.mcp.JsonSchemas.number;
import static dev.geolookup.web.mcp.JsonSchemas.object;
import static dev.geolookup.web.mcp.JsonSchemas.positiveNumber;
import static dev.geolookup.web.mcp.JsonSchemas.required;
import static dev.geolookup.web.mcp.JsonSchemas.shaping;
import static dev.geolookup.web.mcp.JsonSchemas.string;

/** The postal-code tools: the places a code names, and the codes nearest a point. */
@Dependent
final class PostalTools implements FeatureTools {

    private final PostalLookup postalCodes;
    private final ContractSchemas contract = ContractSchemas.load();

    @Inject
    PostalTools(PostalLookup postalCodes) {
        this.postalCodes = postalCodes;
    }

    @Override
    public List<GeoTool> tools() {
        return List.of(lookupPostalCode(), nearestPostalCodes());
    }

    private GeoTool lookupPostalCode() {
        return new GeoTool("lookup_postal_code", "Postal code lookup",
                "The places a postal code names (one code can name several), with their administrative regions "
                        + "and coordinates. Case and spaces do not matter ('sw1a' finds SW1A). Without country: "
                        + "every country having the code. A code that cannot be a code of the country is an error "
                        + "naming the expected format. Returns {results: [postal records], total, truncated, nextOffset}.",
                object(required("code"),
                        "code", string("The postal code"),
                        "country", country()),
                contract.listOf("PostalCode"), Paging.PAGED,
                arguments -> postalCodes.search(arguments.requiredText("code"), arguments.countryCode("country")));
    }
    private GeoTool nearestPostalCodes() {
        JsonObject schema = object(required("lat", "lng"),
                "lat", number("Latitude in degrees", -90, 90),
                "lng", number("Longitude in degrees", -180, 180),
                "limit", shaping(integer("At most this many codes; default 10", 1, NearQuery.MAX_LIMIT)),
                "radiusKm", positiveNumber("Only codes within this many km"),
                "country", country());
        return new GeoTool("nearest_postal_codes", "Nearest postal codes",
                "The postal codes nearest a point, nearest first, each with distanceKm. Returns {results: [postal "
                        + "records with distanceKm], truncated, nextOffset}.",
                schema, contract.listOf("PostalCode"), Paging.NEAREST,
                arguments -> {
                    return postalCodes.near(NearQuery.parse(arguments.text("lat"), arguments.text("lng"),
                            arguments.text("limit"), arguments.text("radiusKm"), arguments.countryCode("country"), null)
                            .withLimit(arguments.window().fetch()));
                });
    }
}
