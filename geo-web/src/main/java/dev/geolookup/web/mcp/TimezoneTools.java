package dev.geolookup.web.mcp;

import dev.geolookup.api.timezone.TimezoneLookup;
import dev.geolookup.api.timezone.TimezoneQuery;
import dev.geolookup.web.openapi.ContractSchemas;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;

import java.util.List;

import static dev.geolookup.web.mcp.JsonSchemas.number;
import static dev.geolookup.web.mcp.JsonSchemas.object;
import static dev.geolookup.web.mcp.JsonSchemas.required;
import static dev.geolookup.web.mcp.JsonSchemas.string;

/** The time-zone tool: the zone at a point and the time there. */
@Dependent
final class TimezoneTools implements FeatureTools {

    private final TimezoneLookup timezones;
    private final ContractSchemas contract = ContractSchemas.load();

    @Inject
    TimezoneTools(TimezoneLookup timezones) {
        this.timezones = timezones;
    }

    @Override
    public List<GeoTool> tools() {
        return List.of(timeAtPoint());
    }

    private GeoTool timeAtPoint() {
        return new GeoTool("time_at_point", "Time zone and local time at a point",
                "The IANA time zone of a point (the nautical zone Etc/GMT±N at sea), the local time, its English "
                        + "abbreviation, the UTC and standard offsets, whether daylight saving is in force, and the "
                        + "previous and next offset changes, at an instant (default now), by the tzdata version the "
                        + "answer names.",
                object(required("lat", "lng"),
                        "lat", number("Latitude in degrees", -90, 90),
                        "lng", number("Longitude in degrees", -180, 180),
                        "at", string("The instant, ISO-8601 with Z or an offset (2026-03-29T01:30:00Z); default "
                                + "now")),
                contract.record("TimeAtPoint"), Paging.RECORD,
                arguments -> timezones.at(TimezoneQuery.parse(arguments.text("lat"), arguments.text("lng"),
                        arguments.text("at"))));
    }
}
