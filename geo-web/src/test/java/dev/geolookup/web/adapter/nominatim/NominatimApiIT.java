package dev.geolookup.web.adapter.nominatim;

import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.PlaceRows;
import dev.geolookup.web.support.ServiceClient;
import dev.geolookup.web.support.TestDatabaseQueries;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.Test;

import java.net.http.HttpResponse;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Nominatim's search, reverse and status at /nominatim: the members and JSON types Nominatim documents
 * (nominatim.org/release-docs/latest/api/Output), each value compared with the imported rows, which come from the
 * bundled GeoNames files.
 */
class NominatimApiIT extends DeployedService {

    /** json's members in Nominatim's order, osm_type and osm_id left out. */
    private static final List<String> JSON_MEMBERS = List.of("place_id", "licence", "lat", "lon", "class", "type",
            "place_rank", "importance", "addresstype", "name", "display_name", "boundingbox");

    @Test
    void berlinIsTheCityWithTheDocumentedMembersAndTypes() {
        JsonArray found = service.getArray("nominatim/search?q=Berlin&format=json");
        JsonObject berlin = found.getJsonObject(0);
        assertThat(berlin.keySet()).containsExactlyElementsOf(JSON_MEMBERS);
        long id = PlaceRows.berlin();
        assertThat(berlin.getJsonNumber("place_id").longValue()).isEqualTo(id);
        assertThat(Double.parseDouble(berlin.getString("lat"))).isEqualTo(PlaceRows.coordinate(id, "latitude"));
        assertThat(Double.parseDouble(berlin.getString("lon"))).isEqualTo(PlaceRows.coordinate(id, "longitude"));
        assertThat(berlin.getString("class")).isEqualTo("place");
        assertThat(berlin.getString("type")).as("PPLC").isEqualTo("city");
        assertThat(berlin.getInt("place_rank")).isEqualTo(16);
        assertThat(berlin.getString("display_name")).startsWith("Berlin, ").endsWith(", Germany");
        JsonArray box = berlin.getJsonArray("boundingbox");
        assertThat(box.getValuesAs(JsonValue.class)).hasSize(4).allMatch(edge -> edge.getValueType()
                == JsonValue.ValueType.STRING);
        assertThat(Double.parseDouble(box.getString(0))).as("south below the point")
                .isLessThan(Double.parseDouble(berlin.getString("lat")));
        assertThat(berlin.getJsonNumber("importance").doubleValue()).isBetween(0.0, 1.0);
    }

    @Test
    void aPlaceWrittenWithItsDivisionOrCountryIsThatPlace() {
        JsonObject texas = service.getArray("nominatim/search?q=" + encoded("Paris, Texas") + "&addressdetails=1")
                .getJsonObject(0);
        assertThat(texas.getJsonNumber("place_id").longValue()).isEqualTo(PlaceRows.mostPopulous(
                "name = 'Paris' AND country_code = 'US' AND admin1_code = 'TX' AND feature_class = 'P'"));
        JsonObject address = texas.getJsonObject("address");
        assertThat(address.getString("state")).isEqualTo(admin1Name("US.TX"));
        assertThat(address.getString("ISO3166-2-lvl4")).isEqualTo("US-TX");
        assertThat(address.getString("country_code")).isEqualTo("us");

        JsonObject springfield = service.getArray("nominatim/search?city=Springfield&state=Illinois&country=USA")
                .getJsonObject(0);
        assertThat(springfield.getJsonNumber("place_id").longValue()).isEqualTo(PlaceRows.mostPopulous(
                "name = 'Springfield' AND country_code = 'US' AND admin1_code = 'IL' AND feature_class = 'P'"));
        JsonObject germany = service.getArray("nominatim/search?q=" + encoded("Berlin Germany") + "&format=jsonv2")
                .getJsonObject(0);
        assertThat(germany.getString("category")).as("jsonv2 calls class category").isEqualTo("place");
        assertThat(germany.containsKey("class")).isFalse();
    }

    @Test
    void whatNarrowsASearchIsKept() {
        JsonArray inAustralia = service.getArray("nominatim/search?q=Perth&countrycodes=au,nz&limit=5");
        assertThat(inAustralia).isNotEmpty();
        assertThat(inAustralia.getValuesAs(JsonObject.class)).allMatch(place -> place.getString("display_name")
                .endsWith("Australia") || place.getString("display_name").endsWith("New Zealand"));
        long first = service.getArray("nominatim/search?q=Perth&limit=1").getJsonObject(0)
                .getJsonNumber("place_id").longValue();
        JsonArray without = service.getArray("nominatim/search?q=Perth&limit=3&exclude_place_ids=" + first);
        assertThat(without.getValuesAs(JsonObject.class)).noneMatch(place -> place.getJsonNumber("place_id")
                .longValue() == first);
        JsonArray inBox = service.getArray("nominatim/search?q=Paris&viewbox=-96,34,-95,33&bounded=1");
        assertThat(inBox.getValuesAs(JsonObject.class)).isNotEmpty().allMatch(place -> Double.parseDouble(
                place.getString("lat")) < 34 && Double.parseDouble(place.getString("lon")) < -95);
        assertThat(service.getArray("nominatim/search?q=Qqqxzzqjxx")).isEmpty();
        assertThat(service.getArray("nominatim/search?street=Unter%20den%20Linden&city=Berlin"))
                .as("streets are not held").isEmpty();
        assertThat(service.getArray("nominatim/search?q=Vienna&limit=100")).hasSizeLessThanOrEqualTo(40);
    }

    @Test
    void namesAreInTheReadersLanguage() {
        JsonObject vienna = service.getArray("nominatim/search?q=Wien&addressdetails=1&accept-language=de")
                .getJsonObject(0);
        assertThat(vienna.getJsonObject("address").getString("country")).isEqualTo("Österreich");
        JsonArray byHeader = (JsonArray) ServiceClient.parse(service.get("nominatim/search?q=Wien",
                "Accept-Language", "de-AT,de;q=0.9,en;q=0.5").body());
        assertThat(byHeader.getJsonObject(0).getString("display_name")).endsWith("Österreich");
    }

    @Test
    void reverseAnswersAtTheDetailOfTheZoom() {
        String berlin = "nominatim/reverse?lat=52.52&lon=13.405";
        JsonObject country = service.getObject(berlin + "&zoom=3");
        assertThat(country.getJsonNumber("place_id").longValue()).isEqualTo(Long.parseLong(TestDatabaseQueries.text(
                "SELECT CAST(geoname_id AS CHAR) FROM country_info WHERE iso_alpha2 = ?", "DE")));
        assertThat(country.getString("addresstype")).isEqualTo("country");
        assertThat(country.getJsonObject("address").getString("country_code")).isEqualTo("de");
        JsonObject state = service.getObject(berlin + "&zoom=5");
        assertThat(state.getString("addresstype")).isEqualTo("state");
        assertThat(state.getJsonNumber("place_id").longValue()).isEqualTo(Long.parseLong(TestDatabaseQueries.text(
                "SELECT CAST(geoname_id AS CHAR) FROM admin1_code WHERE code = ?", "DE.16")));
        JsonObject place = service.getObject(berlin + "&zoom=18&addressdetails=0");
        assertThat(place.getString("class")).isEqualTo("place");
        assertThat(place.containsKey("address")).isFalse();
        assertThat(service.getObject("nominatim/reverse?lat=0&lon=-30").getString("error"))
                .isEqualTo("Unable to geocode");
        JsonObject geojson = service.getObject(berlin + "&zoom=3&format=geojson");
        assertThat(geojson.getString("type")).isEqualTo("FeatureCollection");
        assertThat(geojson.getJsonArray("features").getJsonObject(0).getJsonObject("geometry")
                .getJsonArray("coordinates").getJsonNumber(0).doubleValue()).isEqualTo(PlaceRows.coordinate(
                country.getJsonNumber("place_id").longValue(), "longitude"));
    }

    @Test
    void statusAndRefusalsAreNominatims() {
        HttpResponse<String> text = service.get("nominatim/status");
        assertThat(text.body()).isEqualTo("OK");
        assertThat(text.headers().firstValue("Content-Type").orElse("")).startsWith("text/plain");
        JsonObject json = service.getObject("nominatim/status?format=json");
        assertThat(json.getInt("status")).isZero();
        assertThat(json.getString("message")).isEqualTo("OK");
        assertThat(json.getString("data_updated")).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\+00:00");
        for (String refused : List.of("nominatim/search?q=Berlin&city=Berlin", "nominatim/search?q=x&format=xml",
                "nominatim/search?q=x&limit=many", "nominatim/search?q=x&viewbox=1,2,3",
                "nominatim/reverse?lat=abc&lon=1", "nominatim/reverse?lon=1", "nominatim/reverse?lat=91&lon=1",
                "nominatim/search?q=x&addressdetails=yes", "nominatim/status?format=xml")) {
            HttpResponse<String> answer = service.get(refused);
            assertThat(answer.statusCode()).as(refused).isEqualTo(400);
            JsonObject error = ((JsonObject) ServiceClient.parse(answer.body())).getJsonObject("error");
            assertThat(error.getInt("code")).as(refused).isEqualTo(400);
            assertThat(error.getString("message")).as(refused).isNotBlank();
        }
    }

    private static String admin1Name(String code) {
        return TestDatabaseQueries.text("SELECT name FROM admin1_code WHERE code = ?", code);
    }

    private static String encoded(String text) {
        return java.net.URLEncoder.encode(text, java.nio.charset.StandardCharsets.UTF_8).replace("+", "%20");
    }
}
