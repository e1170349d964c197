package dev.geolookup.web.adapter.photon;

import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.GeopyReports;
import dev.geolookup.web.support.PlaceRows;
import dev.geolookup.web.support.ServiceClient;
import dev.geolookup.web.support.TestDatabaseQueries;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URL;
import java.net.http.HttpResponse;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * photon's search and reverse at /photon: GeoJSON with photon's property names (photon's README), each value
 * compared with the imported rows, which come from the bundled GeoNames files; and geopy's Photon geocoder (Debian's
 * python3-geopy 2.3), unchanged but for its domain.
 */
class PhotonApiIT extends DeployedService {

    @ArquillianResource
    private URL base;

    @Test
    void aSearchIsAFeatureCollectionWithPhotonsProperties() {
        JsonObject answer = service.getObject("photon/api?q=Berlin&limit=3");
        assertThat(answer.getString("type")).isEqualTo("FeatureCollection");
        JsonObject berlin = answer.getJsonArray("features").getJsonObject(0);
        long id = PlaceRows.berlin();
        JsonArray point = berlin.getJsonObject("geometry").getJsonArray("coordinates");
        assertThat(point.getJsonNumber(0).doubleValue()).isEqualTo(PlaceRows.coordinate(id, "longitude"));
        assertThat(point.getJsonNumber(1).doubleValue()).isEqualTo(PlaceRows.coordinate(id, "latitude"));
        JsonObject properties = berlin.getJsonObject("properties");
        assertThat(properties.getString("osm_key")).isEqualTo("place");
        assertThat(properties.getString("osm_value")).isEqualTo("city");
        assertThat(properties.getString("type")).isEqualTo("city");
        assertThat(properties.getString("countrycode")).isEqualTo("DE");
        assertThat(properties.getString("country")).isEqualTo("Germany");
        assertThat(properties.containsKey("extent")).as("a point has no extent").isFalse();

        JsonObject state = service.getObject("photon/api?q=Berlin&osm_tag=boundary:administrative")
                .getJsonArray("features").getJsonObject(0).getJsonObject("properties");
        assertThat(state.getString("type")).isEqualTo("state");
        assertThat(state.getJsonArray("extent")).as("an area's extent").hasSize(4);
        JsonArray extent = state.getJsonArray("extent");
        assertThat(extent.getJsonNumber(0).doubleValue()).as("minLon below maxLon")
                .isLessThan(extent.getJsonNumber(2).doubleValue());
        assertThat(extent.getJsonNumber(1).doubleValue()).as("maxLat above minLat")
                .isGreaterThan(extent.getJsonNumber(3).doubleValue());
    }

    @Test
    void biasBoxTagsAndLayersNarrowOrOrderTheSearch() {
        JsonObject texas = service.getObject("photon/api?q=Paris&lat=33.66&lon=-95.55&location_bias_scale=0")
                .getJsonArray("features").getJsonObject(0).getJsonObject("properties");
        assertThat(texas.getString("countrycode")).isEqualTo("US");
        JsonArray inBox = service.getObject("photon/api?q=Paris&bbox=-96,33,-95,34").getJsonArray("features");
        assertThat(inBox.getValuesAs(JsonObject.class)).isNotEmpty().allMatch(feature -> feature
                .getJsonObject("properties").getString("countrycode").equals("US"));
        JsonArray noCities = service.getObject("photon/api?q=Berlin&osm_tag=!place:city&limit=5")
                .getJsonArray("features");
        assertThat(noCities.getValuesAs(JsonObject.class)).noneMatch(feature -> feature.getJsonObject("properties")
                .getString("osm_value").equals("city"));
        JsonArray countries = service.getObject("photon/api?q=Germany&layer=country").getJsonArray("features");
        assertThat(countries.getValuesAs(JsonObject.class)).isNotEmpty().allMatch(feature -> feature
                .getJsonObject("properties").getString("type").equals("country"));
        assertThat(service.getObject("photon/api?q=Berlni").getJsonArray("features")).as("typo-tolerant")
                .isNotEmpty();
        assertThat(service.getObject("photon/api?q=Qqqxzzqjxx").getJsonArray("features")).isEmpty();
    }

    @Test
    void reverseGivesTheNearestPlaces() {
        JsonArray nearest = service.getObject("photon/reverse?lat=48.8566&lon=2.3522&limit=3")
                .getJsonArray("features");
        assertThat(nearest).hasSize(3);
        long expected = TestDatabaseQueries.rows("SELECT geoname_id FROM place WHERE feature_class = 'P' ORDER BY "
                + "POW(latitude - 48.8566, 2) + POW((longitude - 2.3522) * COS(RADIANS(48.8566)), 2) LIMIT 1",
                row -> row.getLong(1)).get(0);
        assertThat(nearest.getJsonObject(0).getJsonObject("geometry").getJsonArray("coordinates").getJsonNumber(1)
                .doubleValue()).isEqualTo(PlaceRows.coordinate(expected, "latitude"));
        assertThat(service.getObject("photon/reverse?lat=0&lon=-30&radius=10").getJsonArray("features"))
                .as("nothing within 10 km of the open sea").isEmpty();
    }

    @Test
    void refusalsArePhotons() {
        for (String refused : List.of("photon/api", "photon/api?q=", "photon/api?q=x&limit=ten",
                "photon/api?q=x&lat=1", "photon/api?q=x&bbox=1,2,3", "photon/api?q=x&osm_tag=a:b:c",
                "photon/api?q=x&layer=planet", "photon/api?q=x&location_bias_scale=2&lat=1&lon=1",
                "photon/reverse?lat=1", "photon/reverse?lat=1&lon=2&radius=-1")) {
            HttpResponse<String> answer = service.get(refused);
            assertThat(answer.statusCode()).as(refused).isEqualTo(400);
            assertThat(((JsonObject) ServiceClient.parse(answer.body())).getString("message")).as(refused)
                    .isNotBlank();
        }
    }

    @Test
    void geopyGeocodesAndReversesThroughPhoton() throws IOException, InterruptedException {
        JsonObject report = GeopyReports.of("geopy_photon.py", base);
        JsonObject berlin = report.getJsonObject("geocode");
        long berlinId = PlaceRows.berlin();
        assertThat(berlin.getJsonNumber("latitude").doubleValue()).as(berlin.toString())
                .isEqualTo(PlaceRows.coordinate(berlinId, "latitude"));
        assertThat(berlin.getString("address")).startsWith("Berlin").endsWith("Germany");
        assertThat(report.getJsonArray("geocodeSeveral")).hasSize(5);
        assertThat(report.getJsonObject("geocodeBiased").getJsonObject("raw").getJsonObject("properties")
                .getString("countrycode")).isEqualTo("US");
        assertThat(report.getJsonObject("geocodeTagged").getJsonObject("raw").getJsonObject("properties")
                .getString("osm_key")).isEqualTo("boundary");
        assertThat(report.getJsonObject("geocodeLanguage").getString("address")).endsWith("Österreich");
        assertThat(report.get("geocodeNothing")).isEqualTo(JsonValue.NULL);
        assertThat(report.getJsonObject("reverse").getJsonObject("raw").getJsonObject("properties")
                .getString("countrycode")).isEqualTo("FR");
    }
}
