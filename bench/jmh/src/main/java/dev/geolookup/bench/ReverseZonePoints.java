package dev.geolookup.bench;

import dev.geolookup.api.reverse.ReverseQuery;
import dev.geolookup.boundary.NauticalZone;
import dev.geolookup.spatial.BoundaryIndex;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

/**
 * Random points in some country's boundary (land and territorial waters, where the time-zone polygons apply), each
 * with the zone the service answers (the polygons, the nearest within the default 25 km, else the nautical zone):
 * "lat,lng,zone" lines for bench/reverse-timezones.mjs to compare with geo-tz's unsimplified boundaries.
 * Arguments: output file, number of points, and optionally the radius (km; default the service's 25).
 */
public final class ReverseZonePoints {

    public static void main(String[] args) throws Exception {
        Path folder = BundledData.DATASETS.resolve("boundaries");
        BoundaryIndex countries = BoundaryIndex.of(ReverseScale.read(folder.resolve("countries-maritime.geojson.gz"),
                "A3"));
        BoundaryIndex zones = BoundaryIndex.of(ReverseScale.read(folder.resolve("timezones.geojson.gz"), "tzid"));
        int wanted = Integer.parseInt(args[1]);
        double radiusKm = args.length > 2 ? Double.parseDouble(args[2]) : ReverseQuery.DEFAULT_RADIUS_KM;
        Random random = new Random(2026);
        try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(Path.of(args[0])))) {
            int written = 0;
            while (written < wanted) {
                // Uniform on the sphere between 60° S and 84° N.
                double lat = Math.toDegrees(Math.asin(Math.sin(Math.toRadians(-60))
                        + random.nextDouble() * (Math.sin(Math.toRadians(84)) - Math.sin(Math.toRadians(-60)))));
                double lng = -180 + 360 * random.nextDouble();
                if (countries.locate(lat, lng, 0) == null) {
                    continue;
                }
                String zone = zones.locate(lat, lng, radiusKm);
                out.printf("%.6f,%.6f,%s%n", lat, lng, zone == null ? NauticalZone.of(lng) : zone);
                written++;
            }
        }
    }
}
