package dev.geolookup.web.reverse;

import dev.geolookup.web.support.DeployedService;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.Test;

import java.net.http.HttpResponse;
import java.time.Instant;
import java.time.ZoneId;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/** GET and POST /reverse against the bundled boundaries, gazetteer and postal codes. */
class ReverseApiIT extends DeployedService {

    private JsonObject at(double lat, double lng) {
        return service.getObject("reverse?lat=" + lat + "&lng=" + lng);
    }

    private static String offsetNow(String zone) {
        String id = ZoneId.of(zone).getRules().getOffset(Instant.now()).getId();
        return id.equals("Z") ? "+00:00" : id;
    }

    @Test
    void aPointInParisIsInFranceIleDeFranceAndEuropeParis() {
        JsonObject paris = at(48.8566, 2.3522);
        assertThat(paris.getJsonNumber("latitude").doubleValue()).isEqualTo(48.8566);
        assertThat(paris.getJsonNumber("longitude").doubleValue()).isEqualTo(2.3522);
        assertThat(paris.getString("countryCode")).isEqualTo("FR");
        assertThat(paris.getJsonObject("country").getString("name")).isEqualTo("France");
        assertThat(paris.getJsonObject("country").containsKey("translations")).as("the lean record").isFalse();
        assertThat(paris.getJsonObject("admin1").getString("code")).isEqualTo("11");
        assertThat(paris.getJsonObject("admin1").getString("name")).isEqualTo("Île-de-France");
        assertThat(paris.getJsonObject("admin2").getString("code")).isEqualTo("75");
        assertThat(paris.getJsonObject("admin2").getString("name")).isEqualTo("Paris");
        assertThat(paris.getString("timezone")).isEqualTo("Europe/Paris");
        assertThat(paris.getString("utcOffset")).isEqualTo(offsetNow("Europe/Paris"));
        JsonObject city = paris.getJsonObject("nearestCity");
        assertThat(city.getString("name")).isEqualTo("Paris");
        assertThat(city.getJsonNumber("distanceKm").doubleValue()).isLessThan(5);
        assertThat(paris.getJsonObject("nearestPlace").getJsonNumber("distanceKm").doubleValue()).isLessThan(5);
        JsonObject postal = paris.getJsonObject("nearestPostalCode");
        assertThat(postal.getString("countryCode")).isEqualTo("FR");
        assertThat(postal.getJsonNumber("distanceKm").doubleValue()).isLessThan(10);
    }

    @Test
    void anAnswerIsCachedForAnHourBecauseItHoldsTheOffsetNow() {
        HttpResponse<String> first = service.get("reverse?lat=48.8566&lng=2.3522");
        assertThat(first.headers().firstValue("Cache-Control")).hasValue("public, max-age=3600");
        String tag = first.headers().firstValue("ETag").orElseThrow();
        assertThat(service.get("reverse?lat=48.8566&lng=2.3522", "If-None-Match", tag).statusCode()).isEqualTo(304);
    }

    @Test
    void theSmallestBoundaryHoldingThePointWins() {
        assertThat(at(41.9029, 12.4534).getString("countryCode")).as("Vatican City inside Rome").isEqualTo("VA");
        assertThat(at(43.9424, 12.4578).getString("countryCode")).as("San Marino inside Italy").isEqualTo("SM");
        assertThat(at(41.8933, 12.4829).getString("countryCode")).as("Rome").isEqualTo("IT");
        JsonObject kosovo = at(42.6629, 21.1655);
        assertThat(kosovo.getString("countryCode")).as("Pristina: the boundary file's XKX").isEqualTo("XK");
    }

    @Test
    void countriesAndZonesAcrossTheWorld() {
        assertThat(at(52.52, 13.405).getString("timezone")).isEqualTo("Europe/Berlin");
        JsonObject sydney = at(-33.8688, 151.2093);
        assertThat(sydney.getString("countryCode")).isEqualTo("AU");
        assertThat(sydney.getString("timezone")).isEqualTo("Australia/Sydney");
        assertThat(sydney.getJsonObject("admin1").getString("name")).isEqualTo("New South Wales");
        JsonObject suva = at(-18.1416, 178.4419);
        assertThat(suva.getString("countryCode")).isEqualTo("FJ");
        assertThat(suva.getString("timezone")).isEqualTo("Pacific/Fiji");
        assertThat(at(40.7128, -74.006).getString("timezone")).isEqualTo("America/New_York");
        assertThat(at(-33.4489, -70.6693).getString("countryCode")).isEqualTo("CL");
    }

    @Test
    void theOpenSeaHasNoCountryAndTheNauticalZone() {
        JsonObject atlantic = at(0, -30);
        assertThat(atlantic.get("countryCode")).isEqualTo(JsonValue.NULL);
        assertThat(atlantic.get("country")).isEqualTo(JsonValue.NULL);
        assertThat(atlantic.get("admin1")).isEqualTo(JsonValue.NULL);
        assertThat(atlantic.get("admin2")).isEqualTo(JsonValue.NULL);
        assertThat(atlantic.getString("timezone")).isEqualTo("Etc/GMT+2");
        assertThat(atlantic.getString("utcOffset")).isEqualTo("-02:00");
        assertThat(atlantic.getJsonObject("nearestCity").getJsonNumber("distanceKm").doubleValue()).isPositive();
        assertThat(at(-40, 100).getString("timezone")).as("east of Greenwich the sign is -").isEqualTo("Etc/GMT-7");
        assertThat(at(0, -7).getString("timezone")).isEqualTo("Etc/GMT");
        // St Peter and St Paul Rocks (Brazil) are about 100 km from this point: in reach of a wide radius only.
        assertThat(service.getObject("reverse?lat=0.5&lng=-30&radiusKm=400").getString("countryCode"))
                .isEqualTo("BR");
        assertThat(service.getObject("reverse?lat=0.5&lng=-30").get("countryCode")).isEqualTo(JsonValue.NULL);
    }

    @Test
    void aCoastPointOutsideThePolygonsTakesTheNearestWithinTheRadius() {
        // Off the coast of Portugal, beyond its territorial waters (about 40 km out).
        JsonObject inReach = service.getObject("reverse?lat=38.7&lng=-9.95&radiusKm=50");
        assertThat(inReach.getString("countryCode")).isEqualTo("PT");
        assertThat(inReach.getString("timezone")).isEqualTo("Europe/Lisbon");
        JsonObject polygonsOnly = service.getObject("reverse?lat=38.7&lng=-9.95&radiusKm=0");
        assertThat(polygonsOnly.get("countryCode")).isEqualTo(JsonValue.NULL);
        assertThat(polygonsOnly.getString("timezone")).isEqualTo("Etc/GMT+1");
    }

    @Test
    void countryFieldsAreSelectedAsOnTheCountryEndpoints() {
        JsonObject country = service.getObject("reverse?lat=52.52&lng=13.405&fields=name,capital")
                .getJsonObject("country");
        assertThat(country.keySet()).containsExactly("name", "capital");
        assertThat(service.getObject("reverse?lat=52.52&lng=13.405&full=true").getJsonObject("country")
                .containsKey("translations")).isTrue();
    }

    @Test
    void divisionPlaceAndCityNamesComeInTheReadersLanguage() {
        JsonObject vienna = service.getObject("reverse?lat=48.2&lng=16.37&lang=de");
        assertThat(vienna.getJsonObject("admin1").getString("name")).isEqualTo("Wien");
        assertThat(vienna.getJsonObject("admin1").getString("toponymName")).isEqualTo("Vienna");
        assertThat(vienna.getJsonObject("nearestCity").getString("name")).isEqualTo("Wien");
        assertThat(vienna.getJsonObject("nearestCity").getString("toponymName")).isEqualTo("Vienna");
        assertThat(vienna.getJsonObject("country").getString("name")).as("the country record keeps its shape")
                .isEqualTo("Austria");
        // A language no name is held in: the GeoNames name, without toponymName.
        JsonObject paris = service.getObject("reverse?lat=48.8566&lng=2.3522&lang=xx");
        assertThat(paris.getJsonObject("admin1").getString("name")).isEqualTo("Île-de-France");
        assertThat(paris.getJsonObject("admin1").containsKey("toponymName")).isFalse();
        HttpResponse<String> many = service.send("POST", "reverse?lang=de", "[{\"lat\":48.2,\"lng\":16.37}]",
                "Content-Type", "application/json");
        assertThat(((JsonArray) dev.geolookup.web.support.ServiceClient.parse(many.body())).getJsonObject(0))
                .isEqualTo(vienna);
        assertRefused("reverse?lat=48.2&lng=16.37&lang=deutsch", 400,
                "lang must be an ISO 639-1 language code, optionally with a region (e.g. de, pt-BR)");
    }

    @Test
    void manyPointsAnswerInOrderWithAnErrorElementForEachBadPoint() {
        HttpResponse<String> response = service.send("POST", "reverse",
                "[{\"lat\":48.8566,\"lng\":2.3522},{\"lat\":91,\"lng\":0},{\"lat\":\"x\"},7,{\"lat\":0,\"lng\":-30}]",
                "Content-Type", "application/json");
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        JsonArray answers = (JsonArray) dev.geolookup.web.support.ServiceClient.parse(response.body());
        assertThat(answers).hasSize(5);
        assertThat(answers.getJsonObject(0)).isEqualTo(at(48.8566, 2.3522));
        assertThat(answers.getJsonObject(1).getString("error")).isEqualTo("latitude must be between -90 and 90");
        assertThat(answers.getJsonObject(1).getJsonNumber("lat").intValue()).isEqualTo(91);
        assertThat(answers.getJsonObject(2).getString("error"))
                .isEqualTo("each point must be an object with numeric lat and lng");
        assertThat(answers.getJsonObject(2).getString("lat")).isEqualTo("x");
        assertThat(answers.getJsonObject(3).getString("error"))
                .isEqualTo("each point must be an object with numeric lat and lng");
        assertThat(answers.getJsonObject(4).get("countryCode")).isEqualTo(JsonValue.NULL);
    }

    @Test
    void badInputIsRefusedWithAReason() {
        assertRefused("reverse", 400, "lat and lng are required");
        assertRefused("reverse?lat=1", 400, "lat and lng are required");
        assertRefused("reverse?lat=abc&lng=1", 400, "lat");
        assertRefused("reverse?lat=91&lng=1", 400, "lat must be between -90 and 90");
        assertRefused("reverse?lat=1&lng=-181", 400, "lng must be between -180 and 180");
        assertRefused("reverse?lat=1&lng=1&radiusKm=-1", 400, "radiusKm must be between 0 and 500");
        assertRefused("reverse?lat=NaN&lng=1", 400, "lat");
        assertRefused("reverse?lat=1&lng=Infinity", 400, "lng");
        assertPostRefused("{\"lat\":1,\"lng\":1}", 400, "the body must be a JSON array");
        assertPostRefused("[]", 400, "the array must hold at least one point");
        String tooMany = IntStream.range(0, 101).mapToObj(i -> "{\"lat\":1,\"lng\":1}")
                .collect(Collectors.joining(",", "[", "]"));
        assertPostRefused(tooMany, 400, "at most 100 points per request");
        assertPostRefused("[" + "{\"lat\":1,\"lng\":1},".repeat(1200) + "{\"lat\":1,\"lng\":1}]", 413,
                "the body must be at most 16384 bytes");
        assertThat(service.send("POST", "reverse", "[{\"lat\":1,\"lng\":1}]", "Content-Type", "text/plain")
                .statusCode()).isEqualTo(415);
    }

    private void assertRefused(String path, int status, String reason) {
        HttpResponse<String> response = service.get(path);
        assertThat(response.statusCode()).as(path).isEqualTo(status);
        assertThat(response.headers().firstValue("Content-Type").orElse("")).startsWith("text/plain");
        assertThat(response.body()).as(path).contains(reason);
    }

    private void assertPostRefused(String body, int status, String reason) {
        HttpResponse<String> response = service.send("POST", "reverse", body, "Content-Type", "application/json");
        assertThat(response.statusCode()).as("%.60s", body).isEqualTo(status);
        assertThat(response.headers().firstValue("Content-Type").orElse("")).startsWith("text/plain");
        assertThat(response.body()).as("%.60s", body).contains(reason);
    }
}
