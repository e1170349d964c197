package dev.geolookup.imports.boundary;

import dev.geolookup.imports.DatasetSource;
import dev.geolookup.place.FeatureRow;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.place.GazetteerViewBuilder;
import dev.geolookup.spatial.BoundaryIndex;
import dev.geolookup.spatial.BoundaryIndex.Boundary;
import dev.geolookup.spatial.GreatCircle;
import dev.geolookup.spatial.NearestNeighbourIndex.Neighbours;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.stream.JsonParser;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.io.geojson.GeoJsonReader;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The bundled boundaries against GeoNames' own country code of every city: how often a point-in-polygon answer
 * agrees, at the city and 1.5 km away from it in a random direction, and how often the admin1 answered there does.
 */
@Tag("data-quality")
class BundledBoundariesTest {

    private static final Map<String, String> BOUNDARY_TO_ALPHA2_EXCEPTIONS = Map.of("XKX", "XK");

    private static BoundaryIndex countries;
    private static Map<String, String> alpha2ByAlpha3;

    @BeforeAll
    static void loadBundledFiles() throws Exception {
        countries = BoundaryIndex.of(boundaries("/datasets/boundaries/countries-maritime.geojson.gz", "A3"));
        alpha2ByAlpha3 = new java.util.HashMap<>();
        for (String[] row : rows("/datasets/geonames/countryInfo.txt.gz")) {
            if (row.length > 1 && !row[0].startsWith("#")) {
                alpha2ByAlpha3.put(row[1], row[0]);
            }
        }
        alpha2ByAlpha3.putAll(BOUNDARY_TO_ALPHA2_EXCEPTIONS);
    }

    static List<Boundary> boundaries(String resource, String codeProperty) throws Exception {
        List<Boundary> boundaries = new ArrayList<>();
        try (DatasetSource source = DatasetSource.open(DatasetSource.BUNDLED, resource);
             JsonParser parser = Json.createParser(source.content())) {
            GeoJsonReader geometries = new GeoJsonReader();
            while (parser.hasNext()) {
                if (parser.next() == JsonParser.Event.KEY_NAME && parser.getString().equals("features")) {
                    parser.next();
                    for (var feature : parser.getArrayStream().map(JsonObject.class::cast).toList()) {
                        boundaries.add(new Boundary(feature.getJsonObject("properties").getString(codeProperty),
                                geometries.read(feature.getJsonObject("geometry").toString())));
                    }
                }
            }
        }
        return boundaries;
    }

    static List<String[]> rows(String resource) throws IOException {
        List<String[]> rows = new ArrayList<>();
        try (DatasetSource source = DatasetSource.open(DatasetSource.BUNDLED, resource);
             BufferedReader lines = new BufferedReader(
                     new InputStreamReader(source.content(), StandardCharsets.UTF_8))) {
            for (String line; (line = lines.readLine()) != null; ) {
                rows.add(line.split("\t", -1));
            }
        }
        return rows;
    }

    private String countryAt(double lat, double lng) {
        String code = countries.locate(lat, lng, 25);
        return code == null ? null : alpha2ByAlpha3.getOrDefault(code, code);
    }

    @Test
    void agreesWithGeoNamesForNearlyEveryCityOf15000People() throws IOException {
        int agreed = 0;
        List<String[]> cities = rows("/datasets/geonames/cities15000.zip");
        for (String[] city : cities) {
            if (city[8].equals(countryAt(Double.parseDouble(city[4]), Double.parseDouble(city[5])))) {
                agreed++;
            }
        }
        double share = (double) agreed / cities.size();
        System.out.printf("countries: %d of %d cities15000 agree (%.3f%%)%n", agreed, cities.size(), 100 * share);
        assertThat(share).isGreaterThanOrEqualTo(0.999);
    }

    /**
     * The country at each city of cities500 moved 1.5 km in a random direction; and the admin1 the service answers
     * there (that of the nearest feature of the same country in a gazetteer of the same cities) against the city's.
     */
    @Test
    void agreesWithGeoNamesForCitiesOf500PeopleMovedOneAndAHalfKilometres() throws IOException {
        Random random = new Random(15);
        int agreed = 0;
        int admin1Agreed = 0;
        List<String[]> cities = rows("/datasets/geonames/cities500.zip");
        GazetteerViewBuilder builder = new GazetteerViewBuilder(1);
        for (String[] city : cities) {
            builder.add(new FeatureRow(Long.parseLong(city[0]), city[1], city[2], city[6], city[7], city[8], city[10],
                    city[11], Double.parseDouble(city[4]), Double.parseDouble(city[5]),
                    city[14].isEmpty() ? 0 : Long.parseLong(city[14]), city[17], city[3]));
        }
        GazetteerView gazetteer = builder.build();
        for (String[] city : cities) {
            double bearing = 2 * Math.PI * random.nextDouble();
            double lat = Double.parseDouble(city[4]);
            double lng = Double.parseDouble(city[5]);
            double degrees = Math.toDegrees(1.5 / GreatCircle.EARTH_RADIUS_KM);
            double movedLat = Math.max(-90, Math.min(90, lat + degrees * Math.cos(bearing)));
            double movedLng = lng + degrees * Math.sin(bearing) / Math.max(0.01, Math.cos(Math.toRadians(lat)));
            movedLng = movedLng > 180 ? movedLng - 360 : movedLng < -180 ? movedLng + 360 : movedLng;
            String country = countryAt(movedLat, movedLng);
            if (!city[8].equals(country)) {
                continue;
            }
            agreed++;
            Neighbours nearest = gazetteer.nearest(movedLat, movedLng, 1, Double.POSITIVE_INFINITY,
                    gazetteer.countryNumber(country), GazetteerView.ANY);
            if (nearest.size() == 1 && city[10].equals(gazetteer.admin1Code(nearest.points()[0]))) {
                admin1Agreed++;
            }
        }
        double share = (double) agreed / cities.size();
        double admin1Share = (double) admin1Agreed / cities.size();
        System.out.printf("countries: %d of %d cities500 moved 1.5 km agree (%.3f%%); admin1: %d (%.3f%%)%n", agreed,
                cities.size(), 100 * share, admin1Agreed, 100 * admin1Share);
        assertThat(share).isGreaterThanOrEqualTo(0.995);
        assertThat(admin1Share).isGreaterThanOrEqualTo(0.98);
    }
}
