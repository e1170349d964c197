package dev.geolookup.web.adapter.geonames;

import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.GeopyReports;
import dev.geolookup.web.support.GazetteerOracle;
import dev.geolookup.web.support.NodeProject;
import dev.geolookup.web.support.ServiceClient;
import dev.geolookup.web.support.TestDatabaseQueries;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URL;
import java.util.List;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Published clients of GeoNames and Zippopotam.us, unchanged but for their address, against this service: geopy's
 * GeoNames geocoder (Debian's python3-geopy 2.3, installed here by apt-get download into target/), npm
 * node-geonames-client 0.0.2 (every JSON call it makes) and npm zippopotamus 0.2.1. Each answer is compared with the
 * imported rows, which come from the bundled files.
 */
class GeoNamesClientsIT extends DeployedService {

    private static final Supplier<GazetteerOracle> PLACES = GazetteerOracle.readOnce("place");

    @ArquillianResource
    private URL base;

    @Test
    void geopyGeocodesReversesAndFindsTimeZones() throws IOException, InterruptedException {
        JsonObject report = GeopyReports.of("geopy_geonames.py", base, "python3-tz");
        JsonObject berlin = report.getJsonObject("geocode");
        assertThat(berlin.getString("address")).isEqualTo("Berlin, " + admin1Name("DE", "16") + ", Germany");
        assertThat(berlin.getJsonNumber("latitude").doubleValue()).isEqualTo(featureLatitude(2950159));
        JsonArray springfields = report.getJsonArray("geocodeCountries");
        assertThat(springfields).isNotEmpty();
        assertThat(springfields.getValuesAs(JsonObject.class)).allMatch(found -> List.of("US", "GB")
                .contains(found.getJsonObject("raw").getString("countryCode")));
        List<Long> expected = new java.util.ArrayList<>(PLACES.get().search("springfield", "US", null, 1000));
        expected.addAll(PLACES.get().search("springfield", "GB", null, 1000));
        assertThat(springfields.getValuesAs(JsonObject.class).stream()
                .map(found -> found.getJsonObject("raw").getJsonNumber("geonameId").longValue()).toList())
                .as("GeoNames' 100 rows of the features holding the text").hasSize(Math.min(100, expected.size()))
                .isSubsetOf(expected);
        assertThat(report.getJsonObject("geocodeBias").getJsonObject("raw").getString("countryCode"))
                .as("country_bias US puts Paris, Texas first").isEqualTo("US");
        assertThat(report.get("geocodeNothing")).isEqualTo(JsonValue.NULL);
        assertThat(report.getJsonObject("reverse").getJsonObject("raw").getInt("geonameId")).isEqualTo(2988507);
        assertThat(report.getJsonObject("reverseLang").getString("address")).endsWith(", Deutschland");
        assertThat(report.getJsonObject("reverseNearby").getJsonObject("raw").getString("fcode")).isEqualTo("ADM1");
        assertThat(report.get("reverseAtSea")).isEqualTo(JsonValue.NULL);
        assertThat(report.getJsonObject("timezone").getString("zone")).isEqualTo("Asia/Tokyo");
        assertThat(report.getJsonObject("timezoneAtSea").getString("zone")).isEqualTo("pytz.FixedOffset(-120)");
    }

    @Test
    void nodeGeoNamesClientAndZippopotamusCallThroughEveryFunction() throws IOException, InterruptedException {
        JsonObject report = (JsonObject) ServiceClient.parse(NodeProject.installed("geonames-clients")
                .lastLineOf("clients.mjs", base.toString()));
        assertThat(report.getJsonArray("findNearbyPostalCodesByGpsCoordinates")).hasSize(3);
        assertThat(report.getJsonArray("findNearbyPostalCodesByPostCode").getJsonObject(0).getString("postalCode"))
                .isEqualTo("10115");
        JsonObject beverlyHills = report.getJsonArray("postalCodeLookup").getJsonObject(0);
        assertThat(beverlyHills.getString("placeName")).isEqualTo(TestDatabaseQueries.text(
                "SELECT place_name FROM postal_code WHERE country_code = 'US' AND code_key = ?", "90210"));
        assertThat((long) report.getJsonArray("postalCodeCountryInfo").size()).isEqualTo(TestDatabaseQueries.rows(
                "SELECT COUNT(DISTINCT country_code) FROM postal_code", row -> row.getLong(1)).get(0));
        assertThat(report.getJsonArray("findNearbyPlaceName").getJsonObject(0).getInt("geonameId")).isEqualTo(2988507);
        assertThat(report.getJsonArray("findNearby").getValuesAs(JsonObject.class))
                .allMatch(row -> row.getString("fcl").equals("P"));
        JsonObject berlin = report.getJsonObject("getFeatureByGeoId");
        assertThat(berlin.getString("toponymName")).isEqualTo("Berlin");
        assertThat(Double.parseDouble(berlin.getString("lat"))).isEqualTo(featureLatitude(2950159));
        assertThat(report.getJsonArray("getCountryInfoByCountryCode").getJsonObject(0).getString("isoAlpha3"))
                .isEqualTo("DEU");
        assertThat(report.getJsonObject("getCountryCodeByLatLong").getString("countryCode")).isEqualTo("AT");
        assertThat(report.getJsonObject("getCountrySubdevisionByLatLong").getString("adminName1"))
                .isEqualTo(admin1Name("US", "CA"));
        assertThat(report.getJsonObject("getTimeZoneByLatLong").getString("timezoneId")).isEqualTo("Asia/Tokyo");
        JsonObject zip = report.getJsonObject("zipByCode");
        assertThat(zip.getString("post code")).isEqualTo("90210");
        assertThat(zip.getJsonArray("places").getJsonObject(0).getString("place name")).isEqualTo(
                beverlyHills.getString("placeName"));
        assertThat(report.getJsonObject("zipByPlace").getJsonArray("places").getValuesAs(JsonObject.class).stream()
                .map(p -> p.getString("post code")).toList()).containsExactlyInAnyOrderElementsOf(
                TestDatabaseQueries.rows("SELECT postal_code FROM postal_code WHERE country_code = 'US' AND "
                        + "admin_code1 = 'CA' AND place_name = 'Beverly Hills'", r -> r.getString(1)));
        assertThat(report.getJsonObject("zipUnknown")).isEmpty();
    }

    private static String admin1Name(String country, String admin1) {
        return TestDatabaseQueries.text("SELECT name FROM admin1_code WHERE code = ?", country + "." + admin1);
    }

    private static double featureLatitude(long geonameId) {
        return Double.parseDouble(TestDatabaseQueries.text("SELECT CAST(latitude AS CHAR) FROM place WHERE "
                + "geoname_id = ?", String.valueOf(geonameId)));
    }
}
