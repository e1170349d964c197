package dev.geolookup.web.mcp;

import static dev.geolookup.web.mcp.JsonSchemas.language;
import dev.geolookup.api.geo.Coordinates;
import dev.geolookup.api.reverse.ReverseLookup;
import dev.geolookup.api.reverse.ReverseQuery;
import dev.geolookup.web.openapi.ContractSchemas;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;

import java.util.List;

import static dev.geolookup.web.mcp.JsonSchemas.bool;
import static dev.geolookup.web.mcp.JsonSchemas.countryFields;
import static dev.geolookup.web.mcp.JsonSchemas.number;
import static dev.geolookup.web.mcp.JsonSchemas.object;
import static dev.geolookup.web.mcp.JsonSchemas.required;
import static dev.geolookup.web.mcp.JsonSchemas.shaping;

/** The reverse-geocoding tool: what is at a point. */
@Dependent
final class ReverseTools implements FeatureTools {

    private final ReverseLookup reverse;
    private final ContractSchemas contract = ContractSchemas.load();

    @Inject
    ReverseTools(ReverseLookup reverse) {
        this.reverse = reverse;
    }

    @Override
    public List<GeoTool> tools() {
        return List.of(reverseGeocode());
    }

    private GeoTool reverseGeocode() {
        return new GeoTool("reverse_geocode", "What is at a point",
                "The country (code and record), first- and second-level regions (admin1, admin2: {code, name}), IANA "
                        + "time zone with its UTC offset now, and the nearest place, city and postal code (each with "
                        + "distanceKm) of a point. A point off every coast by more than radiusKm (default 25) has no "
                        + "country; its time zone is then the nautical zone Etc/GMT±N.",
                object(required("lat", "lng"),
                        "lat", number("Latitude in degrees", -90, 90),
                        "lng", number("Longitude in degrees", -180, 180),
                        "radiusKm", number("How far from the nearest boundary a point in none may be; default 25",
                                0, ReverseQuery.MAX_RADIUS_KM),
                        "fields", countryFields(),
                        "full", shaping(bool("true returns every field of the country record")),
                        "lang", language()),
                contract.record("Reverse"), Paging.RECORD,
                arguments -> reverse.at(new ReverseQuery(Coordinates.parse("lat", arguments.text("lat"), "lng",
                        arguments.text("lng")), ReverseQuery.radius(arguments.text("radiusKm"))),
                        arguments.fieldSelection(), arguments.language()));
    }
}
