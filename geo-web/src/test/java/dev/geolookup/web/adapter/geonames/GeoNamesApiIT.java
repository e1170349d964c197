package dev.geolookup.web.adapter.geonames;

import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.GazetteerOracle;
import dev.geolookup.web.support.ServiceClient;
import dev.geolookup.web.support.TestDatabaseQueries;
import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import org.junit.jupiter.api.Test;

import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * GeoNames' services at /geonames, checked against the shapes recorded from api.geonames.org
 * (../shared/spec/GEONAMES-SHAPES.md: member orders per style, JSON types, envelopes, status errors) and their
 * values against the imported rows, which come from the bundled GeoNames files.
 */
class GeoNamesApiIT extends DeployedService {

    private static final Supplier<GazetteerOracle> PLACES = GazetteerOracle.readOnce("place");

    /** searchJSON's MEDIUM row as recorded in 2017, with adminCodes1 where it came later (after fclName). */
    private static final List<String> MEDIUM = List.of("adminCode1", "lng", "geonameId", "toponymName", "countryId",
            "fcl", "population", "countryCode", "name", "fclName", "adminCodes1", "countryName", "fcodeName",
            "adminName1", "lat", "fcode");
    /** searchJSON's FULL row as recorded in 2017 (members a row lacks are left out there too). */
    private static final List<String> FULL = List.of("timezone", "bbox", "asciiName", "countryId", "fcl", "score",
            "cc2", "adminId2", "adminId3", "countryCode", "adminId1", "lat", "fcode", "continentCode", "elevation",
            "adminCode2", "adminCode3", "adminCode1", "lng", "geonameId", "toponymName", "population", "adminName5",
            "adminName4", "adminName3", "alternateNames", "adminName2", "name", "fclName", "countryName", "fcodeName",
            "adminName1");
    private static final List<String> COUNTRY_INFO = List.of("continent", "capital", "languages", "geonameId",
            "south", "isoAlpha3", "north", "fipsCode", "population", "east", "isoNumeric", "areaInSqKm",
            "countryCode", "west", "countryName", "continentName", "currencyCode");
    private static final List<String> POSTAL_SEARCH = List.of("adminCode2", "adminCode3", "adminName3",
            "adminCode1", "adminName2", "lng", "countryCode", "postalCode", "adminName1", "ISO3166-2", "placeName",
            "lat");
    private static final List<String> TIMEZONE_LAND = List.of("time", "countryName", "sunset", "rawOffset",
            "dstOffset", "countryCode", "gmtOffset", "lng", "sunrise", "timezoneId", "lat");

    @Test
    void searchRanksAsPlacesAndCountsEveryMatch() {
        for (String q : List.of("paris", "san jose", "wien", "springfield", "москва")) {
            String encoded = URLEncoder.encode(q, StandardCharsets.UTF_8);
            JsonObject answer = service.getObject("geonames/searchJSON?q=" + encoded + "&maxRows=10");
            List<Long> ids = ids(answer.getJsonArray("geonames"));
            List<Long> places = service.getArray("places?q=" + encoded + "&limit=10").getValuesAs(JsonObject.class)
                    .stream().map(p -> p.getJsonNumber("geonameId").longValue()).toList();
            assertThat(ids).as(q).isEqualTo(places);
            long matches = PLACES.get().search(q, null, null, Integer.MAX_VALUE).size();
            assertThat(answer.getInt("totalResultsCount")).as(q + ": every feature holding the text").isEqualTo(
                    (int) matches);
        }
        JsonObject page = service.getObject("geonames/searchJSON?q=paris&maxRows=3&startRow=2");
        List<Long> all = ids(service.getObject("geonames/searchJSON?q=paris&maxRows=5").getJsonArray("geonames"));
        assertThat(ids(page.getJsonArray("geonames"))).as("startRow pages the same ranking").isEqualTo(all.subList(2, 5));
    }

    @Test
    void nameEqualsFindsEveryFeatureOfTheFileAndGetAnswersItsValues() {
        List<GazetteerOracle.Feature> features = PLACES.get().features();
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < features.size(); i += Math.max(1, features.size() / 150)) {
            GazetteerOracle.Feature feature = features.get(i);
            if (feature.countryCode() == null) {
                continue;
            }
            JsonObject found = service.getObject("geonames/searchJSON?maxRows=1000&country=" + feature.countryCode()
                    + "&name_equals=" + URLEncoder.encode(feature.name(), StandardCharsets.UTF_8));
            if (!ids(found.getJsonArray("geonames")).contains(feature.geonameId())) {
                failures.add(feature.geonameId() + " " + feature.name() + " not found by name_equals");
            }
            JsonObject row = service.getObject("geonames/getJSON?geonameId=" + feature.geonameId());
            assertThat(row.getString("toponymName")).isEqualTo(feature.name());
            assertThat(row.getString("asciiName")).isEqualTo(feature.asciiName());
            assertThat(Double.parseDouble(row.getString("lat"))).isEqualTo(feature.latitude());
            assertThat(Double.parseDouble(row.getString("lng"))).isEqualTo(feature.longitude());
            assertThat(row.getJsonNumber("population").longValue()).isEqualTo(feature.population());
            assertThat(row.getString("fcl")).isEqualTo(feature.featureClass());
            assertThat(row.getString("fcode")).isEqualTo(feature.featureCode());
            assertThat(row.getString("countryCode")).isEqualTo(feature.countryCode());
            assertThat(row.getString("adminCode1")).isEqualTo(feature.admin1Code() == null ? ""
                    : feature.admin1Code());
            assertThat(names(row)).as("FULL, the default of getJSON, in GeoNames' order").isSubsetOf(FULL);
            assertInOrder(names(row), FULL);
        }
        assertThat(failures).isEmpty();
    }

    @Test
    void eachStyleHasGeoNamesMembersInItsOrderAndTypes() {
        JsonObject medium = firstRow("geonames/searchJSON?q=london&maxRows=1");
        assertThat(names(medium)).isEqualTo(MEDIUM);
        assertThat(medium.get("lat")).isInstanceOf(JsonString.class);
        assertThat(medium.get("lng")).isInstanceOf(JsonString.class);
        assertThat(medium.get("countryId")).isInstanceOf(JsonString.class);
        assertThat(medium.get("geonameId")).isInstanceOf(JsonNumber.class);
        assertThat(medium.getJsonObject("adminCodes1").getString("ISO3166_2")).isEqualTo("ENG");
        assertThat(medium.getString("countryName")).isEqualTo("United Kingdom");
        assertThat(medium.getString("fcodeName")).isEqualTo("capital of a political entity");
        JsonObject full = firstRow("geonames/searchJSON?q=london&maxRows=1&style=FULL");
        assertInOrder(names(full), FULL);
        assertThat(full.getJsonObject("timezone").getString("timeZoneId")).isEqualTo("Europe/London");
        assertThat(names(full.getJsonObject("timezone"))).containsExactly("gmtOffset", "timeZoneId", "dstOffset");
        assertThat(full.get("adminId1")).isInstanceOf(JsonString.class);
        JsonObject shortRow = firstRow("geonames/searchJSON?q=london&maxRows=1&style=SHORT");
        assertThat(names(shortRow)).containsExactly("lng", "geonameId", "countryCode", "name", "toponymName", "lat",
                "fcl", "fcode");
        JsonObject near = firstRow("geonames/findNearbyPlaceNameJSON?lat=51.5&lng=-0.12&style=FULL");
        assertThat(names(near).get(0)).isEqualTo("distance");
        assertThat(near.getString("distance")).matches("\\d+\\.\\d{5}");
        JsonObject empty = service.getObject("geonames/searchJSON?q=qqqxzzqjxx");
        assertThat(empty.toString()).isEqualTo("{\"totalResultsCount\":0,\"geonames\":[]}");
        assertThat(service.getObject("geonames/findNearbyPlaceNameJSON?lat=0&lng=0").toString())
                .as("open sea").isEqualTo("{\"geonames\":[]}");
    }

    @Test
    void countriesAsCountryInfoSaysAndPointsInTheirBoundaries() {
        JsonObject germany = service.getObject("geonames/countryInfoJSON?country=DE").getJsonArray("geonames")
                .getJsonObject(0);
        assertThat(names(germany)).isEqualTo(COUNTRY_INFO);
        assertThat(germany.getString("isoNumeric")).isEqualTo(TestDatabaseQueries.text(
                "SELECT iso_numeric FROM country_info WHERE iso_alpha2 = ?", "DE"));
        assertThat(germany.getString("population")).isEqualTo(TestDatabaseQueries.text(
                "SELECT CAST(population AS CHAR) FROM country_info WHERE iso_alpha2 = ?", "DE"));
        assertThat(germany.getString("capital")).isEqualTo("Berlin");
        assertThat(germany.getString("continent")).isEqualTo("EU");
        assertThat(germany.getString("continentName")).isEqualTo("Europe");
        assertThat(germany.getJsonNumber("north").doubleValue()).isBetween(54.9, 55.3);
        assertThat(germany.getJsonNumber("south").doubleValue()).isBetween(47.2, 47.4);
        assertThat(service.getObject("geonames/countryInfoJSON").getJsonArray("geonames"))
                .hasSize((int) TestDatabaseQueries.count("country_info"));
        assertThat(service.getObject("geonames/countryInfoJSON?country=AA").toString())
                .isEqualTo("{\"geonames\":[]}");
        JsonObject austria = service.getObject("geonames/countryCodeJSON?lat=47.03&lng=10.2");
        assertThat(austria.getString("countryCode")).isEqualTo("AT");
        assertThat(austria.getString("countryName")).isEqualTo("Austria");
        assertStatus("geonames/countryCodeJSON?lat=0&lng=-30", 15);
        JsonObject california = service.getObject("geonames/countrySubdivisionJSON?lat=34.05&lng=-118.25");
        assertThat(california.getString("adminCode1")).isEqualTo("CA");
        assertThat(california.getString("adminName1")).isEqualTo("California");
        assertThat(california.getJsonArray("codes").getJsonObject(0).getString("type")).isEqualTo("ISO3166-2");
        assertThat(california.getJsonArray("codes").getJsonObject(0).getString("code")).isEqualTo("CA");
    }

    @Test
    void theTreeRunsFromTheEarthDown() {
        List<Long> berlin = ids(service.getObject("geonames/hierarchyJSON?geonameId=2950159").getJsonArray("geonames"));
        assertThat(berlin).containsExactly(6295630L, 6255148L, 2921044L, 2950157L, 2950159L);
        JsonObject earth = service.getObject("geonames/hierarchyJSON?geonameId=2950159").getJsonArray("geonames")
                .getJsonObject(0);
        assertThat(names(earth)).containsExactly("lng", "geonameId", "name", "fclName", "toponymName", "fcodeName",
                "adminName1", "lat", "fcl", "fcode", "population");
        assertThat(ids(service.getObject("geonames/childrenJSON?geonameId=6295630").getJsonArray("geonames")))
                .containsExactly(6255146L, 6255147L, 6255148L, 6255149L, 6255150L, 6255151L, 6255152L);
        long germanStates = PLACES.get().features().stream()
                .filter(f -> "DE".equals(f.countryCode()) && "ADM1".equals(f.featureCode())).count();
        JsonObject children = service.getObject("geonames/childrenJSON?geonameId=2921044");
        assertThat(children.getInt("totalResultsCount")).isEqualTo((int) germanStates);
        assertThat(children.getJsonArray("geonames").getValuesAs(JsonObject.class))
                .allMatch(state -> state.getString("fcode").equals("ADM1"));
        assertThat(ids(service.getObject("geonames/siblingsJSON?geonameId=2921044").getJsonArray("geonames")))
                .contains(2921044L, 3017382L).doesNotContain(1861060L);
        List<String> neighbours = service.getObject("geonames/neighboursJSON?geonameId=2921044")
                .getJsonArray("geonames").getValuesAs(JsonObject.class).stream()
                .map(c -> c.getString("countryCode")).toList();
        assertThat(neighbours).containsExactlyInAnyOrderElementsOf(List.of(TestDatabaseQueries.text(
                "SELECT neighbours FROM country_info WHERE iso_alpha2 = ?", "DE").split(",")));
        assertStatus("geonames/getJSON?geonameId=1", 11);
        assertStatus("geonames/hierarchyJSON", 14);
    }

    @Test
    void timezoneNamesTheZoneOfCitiesAndTheSun() {
        List<String[]> cities = TestDatabaseQueries.rows("SELECT latitude, longitude, timezone FROM city "
                + "ORDER BY geoname_id", row -> new String[] {row.getString(1), row.getString(2), row.getString(3)});
        int asked = 0;
        int agreed = 0;
        for (int i = 0; i < cities.size(); i += Math.max(1, cities.size() / 800)) {
            String[] city = cities.get(i);
            JsonObject answer = service.getObject("geonames/timezoneJSON?lat=" + city[0] + "&lng=" + city[1]);
            asked++;
            if (city[2].equals(answer.getString("timezoneId", null))) {
                agreed++;
            }
        }
        assertThat(agreed).as("cities whose zone the answer names, of " + asked).isGreaterThanOrEqualTo(
                (int) Math.ceil(asked * 0.99));
        JsonObject tokyo = service.getObject("geonames/timezoneJSON?lat=35.68&lng=139.69&date=2026-06-21");
        assertThat(names(tokyo)).isEqualTo(TIMEZONE_LAND);
        assertThat(tokyo.getInt("gmtOffset")).isEqualTo(9);
        assertThat(tokyo.getString("sunrise")).startsWith("2026-06-21 04:2");
        assertThat(tokyo.getString("sunset")).startsWith("2026-06-21 19:0");
        JsonObject india = service.getObject("geonames/timezoneJSON?lat=28.61&lng=77.21");
        assertThat(india.getJsonNumber("rawOffset").doubleValue()).isEqualTo(5.5);
        JsonObject sea = service.getObject("geonames/timezoneJSON?lat=0&lng=-30");
        assertThat(names(sea)).containsExactly("rawOffset", "dstOffset", "gmtOffset", "lng", "lat");
        assertThat(sea.getInt("lng")).isEqualTo(-30);
        assertStatus("geonames/timezoneJSON?lat=91&lng=0", 12);
        assertStatus("geonames/timezoneJSON?lng=0", 14);
    }

    @Test
    void postalServicesAnswerTheFilesCodes() {
        JsonArray mitte = service.getObject("geonames/postalCodeSearchJSON?postalcode=10115&country=DE")
                .getJsonArray("postalCodes");
        assertThat(mitte).isNotEmpty();
        JsonObject row = mitte.getJsonObject(0);
        assertInOrder(names(row), POSTAL_SEARCH);
        assertThat(row.get("lat")).isInstanceOf(JsonNumber.class);
        assertThat(row.getString("placeName")).isEqualTo(TestDatabaseQueries.text("SELECT place_name FROM "
                + "postal_code WHERE country_code = 'DE' AND code_key = ?", "10115"));
        List<String> beverly = service.getObject("geonames/postalCodeSearchJSON?placename=Beverly%20Hills&country=US"
                + "&maxRows=50").getJsonArray("postalCodes").getValuesAs(JsonObject.class).stream()
                .map(r -> r.getString("postalCode")).toList();
        assertThat(beverly).containsExactlyInAnyOrderElementsOf(TestDatabaseQueries.rows("SELECT postal_code FROM "
                + "postal_code WHERE country_code = 'US' AND place_name = 'Beverly Hills'", r -> r.getString(1)));
        JsonObject lookup = service.getObject("geonames/postalCodeLookupJSON?postalcode=90210&country=US");
        assertThat(names(lookup.getJsonArray("postalcodes").getJsonObject(0))).containsExactly("postalcode",
                "adminCode1", "countryCode", "lng", "placeName", "lat", "adminName1");
        JsonObject nearby = service.getObject("geonames/findNearbyPostalCodesJSON?lat=52.53&lng=13.38&maxRows=3");
        assertThat(nearby.getJsonArray("postalCodes")).hasSize(3);
        JsonObject countries = service.getObject("geonames/postalCodeCountryInfoJSON");
        JsonObject de = countries.getJsonArray("geonames").getValuesAs(JsonObject.class).stream()
                .filter(c -> c.getString("countryCode").equals("DE")).findFirst().orElseThrow();
        assertThat(names(de)).containsExactly("countryName", "numPostalCodes", "countryCode", "maxPostalCode",
                "minPostalCode");
        assertThat((long) de.getInt("numPostalCodes")).isEqualTo(Long.parseLong(TestDatabaseQueries.text(
                "SELECT CAST(COUNT(*) AS CHAR) FROM postal_code WHERE country_code = ?", "DE")));
        assertStatus("geonames/postalCodeLookupJSON?country=US", 14);
    }

    @Test
    void citiesInABoxMostPopulousFirst() {
        JsonArray cities = service.getObject("geonames/citiesJSON?north=44.1&south=-9.9&east=-22.4&west=55.2"
                + "&maxRows=5").getJsonArray("geonames");
        assertThat(cities).hasSize(5);
        assertThat(names(cities.getJsonObject(0))).containsExactly("fcodeName", "countrycode", "fcl", "fclName",
                "name", "wikipedia", "lng", "fcode", "geonameId", "lat", "population");
        List<Long> populations = cities.getValuesAs(JsonObject.class).stream()
                .map(c -> c.getJsonNumber("population").longValue()).toList();
        assertThat(populations).isSortedAccordingTo(java.util.Comparator.reverseOrder());
        assertStatus("geonames/citiesJSON?north=1", 14);
    }

    @Test
    void refusalsAreGeoNamesStatusBodiesAndJsonpWrapsAnswers() {
        assertStatus("geonames/findNearbyPlaceNameJSON?lat=x&lng=1", 14);
        assertStatus("geonames/wikipediaSearchJSON?q=london", 23);
        assertStatus("geonames/srtm3JSON?lat=1&lng=1", 23);
        HttpResponse<String> unknown = service.get("geonames/fooJSON");
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(((JsonObject) ServiceClient.parse(unknown.body())).getJsonObject("status").getInt("value"))
                .isEqualTo(23);
        assertThat(ids(service.getObject("geonames/search?q=wien&type=json&maxRows=3").getJsonArray("geonames")))
                .isEqualTo(ids(service.getObject("geonames/searchJSON?q=wien&maxRows=3").getJsonArray("geonames")));
        HttpResponse<String> jsonp = service.get("geonames/getJSON?geonameId=2950159&callback=handle");
        assertThat(jsonp.headers().firstValue("Content-Type").orElseThrow()).startsWith("application/javascript");
        assertThat(jsonp.body()).startsWith("handle({").endsWith("});");
        HttpResponse<String> script = service.get("geonames/getJSON?geonameId=2950159&callback=alert(1)");
        assertThat(script.statusCode()).isEqualTo(400);
        assertThat(script.body()).contains("callback");
        assertThat(service.get("geonames/searchJSON?q=" + "x".repeat(300)).body()).contains("\"value\":14");
        assertThat(service.get("geonames/searchJSON?q=wien&username=demo&unknown=1").statusCode()).isEqualTo(200);
    }

    @Test
    void zippopotamAnswersAsZippopotamUs() {
        HttpResponse<String> code = service.get("zippopotam/us/90210");
        assertThat(code.statusCode()).isEqualTo(200);
        assertThat(code.body()).startsWith("{\"country\": \"United States\", \"country abbreviation\": \"US\", "
                + "\"post code\": \"90210\", \"places\": [{\"place name\": \"Beverly Hills\", \"longitude\": ");
        JsonObject parsed = (JsonObject) ServiceClient.parse(code.body());
        JsonObject place = parsed.getJsonArray("places").getJsonObject(0);
        assertThat(names(place)).containsExactly("place name", "longitude", "latitude", "state",
                "state abbreviation");
        assertThat(place.values()).allMatch(value -> value instanceof JsonString);
        assertThat(Double.parseDouble(place.getString("latitude"))).isEqualTo(Double.parseDouble(
                TestDatabaseQueries.text("SELECT CAST(latitude AS CHAR) FROM postal_code WHERE country_code = 'US' "
                        + "AND code_key = ?", "90210")));
        assertThat(service.get("zippopotam/US/90210").body()).as("any case").isEqualTo(code.body());
        JsonObject belmont = (JsonObject) ServiceClient.parse(service.get("zippopotam/us/MA/BELMONT").body());
        assertThat(names(belmont)).containsExactly("country abbreviation", "places", "country", "place name",
                "state", "state abbreviation");
        assertThat(belmont.getString("place name")).isEqualTo("Belmont");
        assertThat(belmont.getJsonArray("places").getValuesAs(JsonObject.class).stream()
                .map(p -> p.getString("post code")).toList()).containsExactlyInAnyOrderElementsOf(
                TestDatabaseQueries.rows("SELECT postal_code FROM postal_code WHERE country_code = 'US' AND "
                        + "admin_code1 = 'MA' AND place_name = 'Belmont'", r -> r.getString(1)));
        JsonObject nearby = (JsonObject) ServiceClient.parse(service.get("zippopotam/nearby/us/90210").body());
        assertThat(nearby.getJsonArray("nearby")).isNotEmpty();
        for (String path : List.of("zippopotam/us/00000", "zippopotam/US/hello", "zippopotam/zz/90210",
                "zippopotam/us/ca/nowhere", "zippopotam/nearby/us/00000")) {
            HttpResponse<String> missing = service.get(path);
            assertThat(missing.statusCode()).as(path).isEqualTo(404);
            assertThat(missing.body()).as(path).isEqualTo("{}");
        }
    }

    @Test
    void restCountriesEmptySegmentsAnswerItsJsonError() {
        for (String path : List.of("v2/name/", "v2/regionalbloc/", "v3.1/translation/", "v3.1/name/?fullText=true",
                "v2/capital/")) {
            HttpResponse<String> answer = service.get(path);
            assertThat(answer.statusCode()).as(path).isEqualTo(404);
            assertThat(answer.body()).as(path).isEqualTo("{\"message\":\"Not Found\",\"status\":404}");
        }
    }

    private JsonObject firstRow(String path) {
        return service.getObject(path).getJsonArray("geonames").getJsonObject(0);
    }

    private void assertStatus(String path, int value) {
        HttpResponse<String> answer = service.get(path);
        assertThat(answer.statusCode()).as(path).isEqualTo(200);
        JsonObject status = ((JsonObject) ServiceClient.parse(answer.body())).getJsonObject("status");
        assertThat(status).as(path).isNotNull();
        assertThat(names(status)).containsExactly("message", "value");
        assertThat(status.getInt("value")).as(path + ": " + status).isEqualTo(value);
    }

    private static List<Long> ids(JsonArray rows) {
        return rows.getValuesAs(JsonObject.class).stream().map(r -> r.getJsonNumber("geonameId").longValue())
                .toList();
    }

    private static List<String> names(JsonObject object) {
        return List.copyOf(object.keySet());
    }

    /** The names come in the order the recorded list has them (a row may lack some). */
    private static void assertInOrder(List<String> names, List<String> recorded) {
        assertThat(recorded).containsAll(names);
        List<Integer> positions = names.stream().map(recorded::indexOf).toList();
        assertThat(positions).as(names.toString()).isSorted();
    }


}
