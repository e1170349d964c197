package dev.geolookup.web.distance;

import dev.geolookup.web.support.DeployedService;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.net.http.HttpResponse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The distance endpoint: distances within 0.01% of the closed-form value, and every refused combination. */
class DistanceApiIT extends DeployedService {

    private static final double RADIUS_KM = 6371.0088;
    private static final long BERLIN = 2950159;
    private static final long PARIS = 2988507;

    @Test
    void berlinToParisBetweenCities() {
        JsonObject result = service.getObject("distance?from=" + BERLIN + "&to=" + PARIS);
        JsonObject from = result.getJsonObject("from");
        JsonObject to = result.getJsonObject("to");
        assertThat(from.getString("name")).isEqualTo("Berlin");
        assertThat(to.getString("name")).isEqualTo("Paris");
        assertThat(from.containsKey("featureClass")).isFalse();
        double expected = closedForm(from.getJsonNumber("latitude").doubleValue(),
                from.getJsonNumber("longitude").doubleValue(), to.getJsonNumber("latitude").doubleValue(),
                to.getJsonNumber("longitude").doubleValue());
        assertThat(expected).isCloseTo(877.5, within(2.0));
        assertDistance(result, expected);
    }

    @Test
    void betweenPointsEverywhereOnTheGlobe() {
        double[][] cases = {
                {0, 0, 0, 180},            // antipodes on the equator
                {90, 0, -90, 0},           // pole to pole
                {52.5, 13.4, 52.5, 13.4},  // the same point
                {10, 179.5, 10, -179.5},   // across the antimeridian
                {89.9, 0, 89.9, 180},      // across the north pole
                {-33.87, 151.21, 51.51, -0.13},
                {0, 0, 0.000001, 0}};
        for (double[] c : cases) {
            JsonObject result = service.getObject("distance?lat1=" + c[0] + "&lng1=" + c[1] + "&lat2=" + c[2]
                    + "&lng2=" + c[3]);
            assertThat(result.getJsonObject("from").getJsonNumber("latitude").doubleValue()).isEqualTo(c[0]);
            assertThat(result.getJsonObject("to").getJsonNumber("longitude").doubleValue()).isEqualTo(c[3]);
            assertDistance(result, closedForm(c[0], c[1], c[2], c[3]));
        }
        JsonObject antipodes = service.getObject("distance?lat1=0&lng1=0&lat2=0&lng2=180");
        assertThat(antipodes.getJsonNumber("distanceKm").doubleValue()).isCloseTo(Math.PI * RADIUS_KM, within(1e-6));
        assertThat(service.getObject("distance?lat1=1&lng1=2&lat2=1&lng2=2").getJsonNumber("distanceKm")
                .doubleValue()).isZero();
    }

    @Test
    void anUnknownCityIsNotFound() {
        HttpResponse<String> response = service.get("distance?from=" + BERLIN + "&to=1");
        assertThat(response.statusCode()).isEqualTo(404);
        assertThat(response.body()).isEqualTo("\"City not found: no city has geonameId 1\"");
    }

    @Test
    void everyOtherCombinationIsRefused() {
        String mixed = "give either from and to (city geonameIds) or all of lat1, lng1, lat2 and lng2, not a mix";
        for (String query : new String[] {"", "from=" + BERLIN, "to=" + PARIS, "lat1=0&lng1=0&lat2=0",
                "from=" + BERLIN + "&to=" + PARIS + "&lat1=0", "lat1=0&lng1=0&lat2=0&lng2=0&to=" + PARIS}) {
            assertRefused("distance?" + query, mixed);
        }
        assertRefused("distance?from=berlin&to=" + PARIS, "from must be a city geonameId (a positive integer)");
        assertRefused("distance?lat1=x&lng1=0&lat2=0&lng2=0", "lat1 must be a number");
        assertRefused("distance?lat1=0&lng1=0&lat2=-91&lng2=0", "lat2 must be between -90 and 90");
        assertRefused("distance?lat1=0&lng1=181&lat2=0&lng2=0", "lng1 must be between -180 and 180");
        assertRefused("distance?lat1=NaN&lng1=0&lat2=0&lng2=0", "lat1 must be a finite number");
    }

    private void assertRefused(String path, String reason) {
        HttpResponse<String> response = service.get(path);
        assertThat(response.statusCode()).as(path).isEqualTo(400);
        assertThat(response.body()).as(path).isEqualTo("\"" + reason + "\"");
    }

    private static void assertDistance(JsonObject result, double expectedKm) {
        double km = result.getJsonNumber("distanceKm").doubleValue();
        double miles = result.getJsonNumber("distanceMiles").doubleValue();
        assertThat(km).isCloseTo(expectedKm, within(Math.max(1e-9, expectedKm * 1e-4)));
        assertThat(miles).isCloseTo(km / 1.609344, within(1e-9));
    }

    /** Vincenty's formula on the sphere: a different closed form from the service's haversine, exact everywhere. */
    private static double closedForm(double lat1, double lng1, double lat2, double lng2) {
        double p1 = Math.toRadians(lat1);
        double p2 = Math.toRadians(lat2);
        double dl = Math.toRadians(lng2 - lng1);
        double y = Math.hypot(Math.cos(p2) * Math.sin(dl),
                Math.cos(p1) * Math.sin(p2) - Math.sin(p1) * Math.cos(p2) * Math.cos(dl));
        double x = Math.sin(p1) * Math.sin(p2) + Math.cos(p1) * Math.cos(p2) * Math.cos(dl);
        return RADIUS_KM * Math.atan2(y, x);
    }
}
