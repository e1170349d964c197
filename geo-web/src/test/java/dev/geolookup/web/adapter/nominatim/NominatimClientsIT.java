package dev.geolookup.web.adapter.nominatim;

import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.GeopyReports;
import dev.geolookup.web.support.NodeProject;
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

import static org.assertj.core.api.Assertions.assertThat;

/**
 * geopy's Nominatim geocoder (Debian's python3-geopy 2.3, installed here by apt-get download into target/) and
 * npm node-geocoder 4.4.1's openstreetmap provider, unchanged but for their address, against this service. Each answer is compared with the imported rows, which come
 * from the bundled files.
 */
class NominatimClientsIT extends DeployedService {

    @ArquillianResource
    private URL base;

    @Test
    void geopyGeocodesAndReversesPlaces() throws IOException, InterruptedException {
        JsonObject report = GeopyReports.of("geopy_nominatim.py", base);
        JsonObject berlin = report.getJsonObject("geocode");
        long berlinId = PlaceRows.berlin();
        assertThat(berlin.getJsonObject("raw").getJsonNumber("place_id").longValue()).as(berlin.toString())
                .isEqualTo(berlinId);
        assertThat(berlin.getJsonNumber("latitude").doubleValue())
                .isEqualTo(PlaceRows.coordinate(berlinId, "latitude"));
        assertThat(berlin.getJsonNumber("longitude").doubleValue())
                .isEqualTo(PlaceRows.coordinate(berlinId, "longitude"));

        JsonObject texas = report.getJsonObject("geocodeQualified");
        assertThat(texas.getJsonObject("raw").getJsonNumber("place_id").longValue()).as(texas.toString())
                .isEqualTo(PlaceRows.mostPopulous("name = 'Paris' AND country_code = 'US' AND admin1_code = 'TX' "
                        + "AND feature_class = 'P'"));
        assertThat(texas.getJsonObject("raw").getJsonObject("address").getString("ISO3166-2-lvl4"))
                .isEqualTo("US-TX");
        assertThat(report.getJsonObject("geocodeStructured").getJsonObject("raw").getJsonNumber("place_id")
                .longValue()).isEqualTo(PlaceRows.mostPopulous("name = 'Springfield' AND country_code = 'US' "
                + "AND admin1_code = 'IL' AND feature_class = 'P'"));
        JsonArray several = report.getJsonArray("geocodeSeveral");
        assertThat(several).hasSize(5);
        assertThat(several.getValuesAs(JsonObject.class)).allMatch(found -> found.getString("address")
                .endsWith("United States"));
        assertThat(report.getJsonObject("geocodeLanguage").getString("address")).endsWith("Österreich");
        assertThat(report.get("geocodeNothing")).isEqualTo(JsonValue.NULL);

        JsonObject paris = report.getJsonObject("reverse");
        assertThat(paris.getJsonObject("raw").getJsonObject("address").getString("country_code")).isEqualTo("fr");
        assertThat(paris.getJsonObject("raw").getString("class")).isEqualTo("place");
        JsonObject germany = report.getJsonObject("reverseCountry");
        assertThat(germany.getString("address")).isEqualTo("Deutschland");
        assertThat(germany.getJsonObject("raw").getJsonNumber("place_id").longValue()).isEqualTo(Long.parseLong(
                TestDatabaseQueries.text("SELECT CAST(geoname_id AS CHAR) FROM country_info WHERE iso_alpha2 = ?",
                        "DE")));
        assertThat(report.get("reverseAtSea")).isEqualTo(JsonValue.NULL);
    }


    @Test
    void nodeGeocodersOpenStreetMapProviderGeocodesAndReverses() throws IOException, InterruptedException {
        JsonObject report = (JsonObject) ServiceClient.parse(NodeProject.installed("nominatim-clients")
                .lastLineOf("clients.mjs", base.toString()));
        JsonObject texas = report.getJsonArray("geocode").getJsonObject(0);
        long texasId = PlaceRows.mostPopulous("name = 'Paris' AND country_code = 'US' AND admin1_code = 'TX' "
                + "AND feature_class = 'P'");
        assertThat(texas.getJsonNumber("latitude").doubleValue()).as(texas.toString())
                .isEqualTo(PlaceRows.coordinate(texasId, "latitude"));
        assertThat(texas.getString("city")).isEqualTo("Paris");
        assertThat(texas.getString("countryCode")).isEqualTo("US");
        assertThat(texas.getString("state")).isEqualTo(TestDatabaseQueries.text(
                "SELECT name FROM admin1_code WHERE code = ?", "US.TX"));
        JsonObject springfield = report.getJsonArray("geocodeStructured").getJsonObject(0);
        assertThat(springfield.getJsonNumber("longitude").doubleValue()).isEqualTo(PlaceRows.coordinate(
                PlaceRows.mostPopulous("name = 'Springfield' AND country_code = 'US' AND admin1_code = 'IL' "
                        + "AND feature_class = 'P'"), "longitude"));
        assertThat(report.getJsonArray("geocodeNothing")).isEmpty();
        JsonObject paris = report.getJsonArray("reverse").getJsonObject(0);
        assertThat(paris.getString("countryCode")).isEqualTo("FR");
        assertThat(paris.getString("formattedAddress")).endsWith("France");
    }
}
