package dev.geolookup.web.mcp;

import static dev.geolookup.web.mcp.JsonSchemas.language;
import dev.geolookup.api.distance.DistanceLookup;
import dev.geolookup.api.distance.DistanceQuery;
import dev.geolookup.web.openapi.ContractSchemas;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;

import java.util.List;

import static dev.geolookup.web.mcp.JsonSchemas.integer;
import static dev.geolookup.web.mcp.JsonSchemas.number;
import static dev.geolookup.web.mcp.JsonSchemas.object;
import static dev.geolookup.web.mcp.JsonSchemas.required;

/** The distance tool: great-circle distance between two cities or two points. */
@Dependent
final class DistanceTools implements FeatureTools {

    private final DistanceLookup distances;
    private final ContractSchemas contract = ContractSchemas.load();

    @Inject
    DistanceTools(DistanceLookup distances) {
        this.distances = distances;
    }

    @Override
    public List<GeoTool> tools() {
        return List.of(distance());
    }

    private GeoTool distance() {
        return new GeoTool("distance", "Distance",
                "The great-circle distance (haversine, radius 6371.0088 km) between two cities given by GeoNames "
                        + "id (from, to) or two points (lat1, lng1, lat2, lng2); not a mix. Returns from, to (city "
                        + "records or coordinates), distanceKm and distanceMiles.",
                object(required(),
                        "from", integer("Origin city GeoNames id", 1, Integer.MAX_VALUE),
                        "to", integer("Destination city GeoNames id", 1, Integer.MAX_VALUE),
                        "lat1", number("Origin latitude", -90, 90),
                        "lng1", number("Origin longitude", -180, 180),
                        "lat2", number("Destination latitude", -90, 90),
                        "lng2", number("Destination longitude", -180, 180),
                        "lang", language()),
                contract.record("Distance"), Paging.RECORD,
                arguments -> distances.distance(DistanceQuery.parse(arguments.text("from"), arguments.text("to"),
                        arguments.text("lat1"), arguments.text("lng1"), arguments.text("lat2"),
                        arguments.text("lng2")), arguments.language()))
                .notFound(arguments -> "no city with the GeoNames id " + arguments.text("from") + " or "
                        + arguments.text("to"));
    }
}
