package dev.geolookup.imports.ip;

import dev.geolookup.imports.MalformedRowException;
import dev.geolookup.imports.StagingColumns;
import dev.geolookup.imports.StagingRow;
import dev.geolookup.imports.TextRowProcessor;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Named;

import static dev.geolookup.imports.Fields.countryCode;
import static dev.geolookup.imports.Fields.latitude;
import static dev.geolookup.imports.Fields.longitude;
import static dev.geolookup.imports.Fields.text;

/**
 * A row of DB-IP's IP to City Lite in either layout it is published in: DB-IP's own monthly CSV (first, last,
 * continent, country, region, city, latitude, longitude) or ip-location-db's, which the MMDB files share (first,
 * last, country, region, district, city, postcode, latitude, longitude, time zone). The time zone is not kept: the
 * answer takes it from the service's time-zone polygons, as /reverse does. Ranges as OrderedRanges checks them.
 * Output columns: ip_version, range_start, range_end, country_code, region, district, city, postal_code, latitude,
 * longitude.
 */
@Named("ipCityRowProcessor")
@Dependent
public class IpCityRowProcessor extends TextRowProcessor {

    /** The row this gives, by the staging table's column names. */
    static final StagingColumns COLUMNS = StagingColumns.of("ip_version", "range_start", "range_end", "country_code", "region",
            "district", "city", "postal_code", "latitude", "longitude");

    static final int DBIP_COLUMNS = 8;
    static final int IP_LOCATION_DB_COLUMNS = 10;

    private final OrderedRanges ranges = new OrderedRanges();

    @Override
    protected int columns() {
        return IP_LOCATION_DB_COLUMNS;
    }

    @Override
    protected boolean acceptsColumns(int count) {
        return count == DBIP_COLUMNS || count == IP_LOCATION_DB_COLUMNS;
    }

    @Override
    protected StagingRow map(String[] f) throws MalformedRowException {
        boolean dbip = f.length == DBIP_COLUMNS;
        String country = dbip ? f[3] : f[2];
        String region = dbip ? f[4] : f[3];
        String district = dbip ? "" : f[4];
        String city = f[5];
        String postcode = dbip ? "" : f[6];
        String lat = dbip ? f[6] : f[7];
        String lng = dbip ? f[7] : f[8];
        StagingRow row = COLUMNS.row()
                .set("country_code", countryCode(country, true))
                .set("region", text(region, 200, "region"))
                .set("district", text(district, 200, "district"))
                .set("city", text(city, 200, "city"))
                .set("postal_code", text(postcode, 20, "postcode"))
                .set("latitude", latitude(lat, false))
                .set("longitude", longitude(lng, false));
        OrderedRanges.Range range = ranges.next(f[0], f[1]); // last: a row refused for its values sets no order
        return row.set("ip_version", range.ipVersion()).set("range_start", range.start()).set("range_end", range.end());
    }
}
