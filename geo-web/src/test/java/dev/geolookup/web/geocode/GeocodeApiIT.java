package dev.geolookup.web.geocode;

import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.ServiceClient;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.StringReader;
import java.net.http.HttpResponse;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Geocoding a CSV file over HTTP on the bundled data: every representation, row errors and refusals. */
class GeocodeApiIT extends DeployedService {

    private static final String FILE = "id,name,country\r\n"
            + "1,München,\r\n"
            + "2,Parsi,FR\r\n"
            + "3,Springfield,US\r\n"
            + "4,Berlin,Narnia\r\n"
            + "5,,DE\r\n"
            + "6,Qqqxzzqj,\r\n"
            + "7,\"Frankfurt am Main\",Germany\r\n";

    @Test
    void aCsvFileComesBackRowByRowWithItsColumnsAndItsMatches() throws IOException {
        HttpResponse<String> answer = service.send("POST", "cities/geocode", FILE, "Content-Type", "text/csv",
                "Accept", "text/csv");
        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.headers().firstValue("Content-Type").orElse("")).startsWith("text/csv");
        List<CSVRecord> rows = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get()
                .parse(new StringReader(answer.body())).getRecords();
        assertThat(rows).extracting(row -> row.get("id")).containsExactly("1", "2", "3", "4", "5", "6", "7");

        CSVRecord munich = rows.get(0);
        assertThat(munich.get("geonameId")).isEqualTo("2867714");
        assertThat(munich.get("countryCode")).isEqualTo("DE");
        assertThat(munich.get("match")).isEqualTo("exact");
        assertThat(Double.parseDouble(munich.get("confidence"))).isGreaterThanOrEqualTo(0.9);
        assertThat(munich.get("timezone")).isEqualTo("Europe/Berlin");

        CSVRecord paris = rows.get(1);
        assertThat(paris.get("geonameId")).isEqualTo("2988507");
        assertThat(paris.get("match")).isEqualTo("fuzzy");

        CSVRecord springfield = rows.get(2);
        assertThat(springfield.get("countryCode")).isEqualTo("US");
        assertThat(springfield.get("match")).isEqualTo("ambiguous");
        assertThat(Double.parseDouble(springfield.get("confidence"))).isLessThan(0.5);

        assertThat(rows.get(3).get("match")).isEqualTo("error");
        assertThat(rows.get(3).get("reason")).contains("unknown country 'Narnia'").contains("line 5");
        assertThat(rows.get(3).get("geonameId")).isEmpty();
        assertThat(rows.get(4).get("match")).isEqualTo("error");
        assertThat(rows.get(4).get("reason")).contains("the name is empty");
        assertThat(rows.get(5).get("match")).isEqualTo("none");
        assertThat(rows.get(5).get("confidence")).isEqualTo("0.0");
        assertThat(rows.get(6).get("geonameId")).isEqualTo("2925533");
    }

    @Test
    void aCellHoldingCityRegionCountryIsReadAsSuchAndTheFilesColumnsKeepTheirNames() throws IOException {
        String file = "name,admin1,country\r\n"
                + "\"Springfield, IL\",,\r\n"
                + "London,ON,CA\r\n"
                + "Sydney,NSW,\r\n"
                + "Seoul,,South Korea\r\n"
                + "Amsterdam,,The Netherlands\r\n"
                + "\"Seattle, Canada\",,\r\n";
        HttpResponse<String> answer = service.send("POST", "cities/geocode", file, "Content-Type", "text/csv",
                "Accept", "text/csv");
        assertThat(answer.statusCode()).isEqualTo(200);
        List<CSVRecord> rows = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get()
                .parse(new StringReader(answer.body())).getRecords();
        assertThat(rows.get(0).get("name")).as("the file's own column").isEqualTo("Springfield, IL");
        assertThat(rows.get(0).get("geo_name")).isEqualTo("Springfield");
        assertThat(rows).extracting(row -> row.get("geonameId")).containsExactly("4250542", "6058560", "2147714",
                "1835848", "2759794", "");
        assertThat(rows.get(5).get("match")).isEqualTo("none");
        assertThat(rows.get(5).get("reason")).contains("Canada").contains("Seattle");
    }

    @Test
    void jsonLinesAndGeoJsonCarryTheSameMatches() {
        HttpResponse<String> lines = service.send("POST", "cities/geocode", FILE, "Content-Type", "text/csv",
                "Accept", "application/json");
        assertThat(lines.statusCode()).isEqualTo(200);
        List<JsonObject> objects = lines.body().lines().map(line -> (JsonObject) ServiceClient.parse(line)).toList();
        assertThat(objects).hasSize(7);
        assertThat(objects.get(0).getJsonObject("row").getString("name")).isEqualTo("München");
        assertThat(objects.get(0).getInt("geonameId")).isEqualTo(2867714);
        assertThat(objects.get(3).getString("match")).isEqualTo("error");
        assertThat(objects.get(3).isNull("geonameId")).isTrue();

        HttpResponse<String> geoJson = service.send("POST", "cities/geocode", FILE, "Content-Type", "text/csv",
                "Accept", "application/geo+json");
        assertThat(geoJson.statusCode()).isEqualTo(200);
        JsonObject collection = (JsonObject) ServiceClient.parse(geoJson.body());
        assertThat(collection.getString("type")).isEqualTo("FeatureCollection");
        JsonArray features = collection.getJsonArray("features");
        assertThat(features).hasSize(4);
        assertThat(collection.getInt("rowsWithoutMatch")).isEqualTo(3);
        JsonObject munich = features.getJsonObject(0);
        assertThat(munich.getInt("id")).isEqualTo(2867714);
        JsonArray coordinates = munich.getJsonObject("geometry").getJsonArray("coordinates");
        assertThat(coordinates.getJsonNumber(0).doubleValue())
                .isEqualTo(munich.getJsonObject("properties").getJsonNumber("longitude").doubleValue());
    }

    @Test
    void aLongFileKeepsItsOrderAcrossChunks() {
        StringBuilder file = new StringBuilder("town\n");
        String[] towns = {"Paris", "Berlin", "Tokyo", "Lima", "Qqqxzzqj"};
        for (int i = 0; i < 2_600; i++) {
            file.append(towns[i % towns.length]).append('\n');
        }
        HttpResponse<String> answer = service.send("POST", "places/geocode?column=town", file.toString(),
                "Content-Type", "text/csv");
        assertThat(answer.statusCode()).isEqualTo(200);
        List<String> lines = answer.body().lines().toList();
        assertThat(lines).hasSize(2_601);
        for (int i = 0; i < 2_600; i++) {
            assertThat(lines.get(i + 1)).as("line %d", i + 2).startsWith(towns[i % towns.length] + ",");
        }
        assertThat(lines.get(5)).endsWith(",none,no place is named 'Qqqxzzqj'");
    }

    @Test
    void aFileThatIsNotCsvOrNamesNoColumnIsRefusedWithTheReason() {
        HttpResponse<String> unclosed = service.send("POST", "cities/geocode", "name\nParis\n\"Berlin\nLyon\n",
                "Content-Type", "text/csv");
        assertThat(unclosed.statusCode()).isEqualTo(400);
        assertThat(unclosed.headers().firstValue("Content-Type").orElse("")).startsWith("text/plain");
        assertThat(unclosed.body()).contains("malformed CSV near line 3");

        HttpResponse<String> noName = service.send("POST", "cities/geocode", "town,country\nParis,FR\n",
                "Content-Type", "text/csv");
        assertThat(noName.statusCode()).isEqualTo(400);
        assertThat(noName.body()).contains("no column name, q or city").contains("town");

        HttpResponse<String> notCsv = service.send("POST", "cities/geocode", "{\"name\": \"Paris\"}",
                "Content-Type", "application/json");
        assertThat(notCsv.statusCode()).isEqualTo(415);

        HttpResponse<String> empty = service.send("POST", "cities/geocode", "", "Content-Type", "text/csv");
        assertThat(empty.statusCode()).isEqualTo(400);
        assertThat(empty.body()).contains("header row");
    }
}
