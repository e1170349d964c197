package dev.geolookup.imports.boundary;

import dev.geolookup.imports.MalformedRowException;
import dev.geolookup.imports.StagingRow;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import org.junit.jupiter.api.Test;

import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Natural Earth's admin-1 units as the bundled file holds them, and what a unit must have. */
class SubdivisionOutlineProcessorTest {

    private static final Path FILE = Path.of("src/main/resources/datasets/boundaries/admin1.geojson.gz");

    private final SubdivisionOutlineProcessor processor = new SubdivisionOutlineProcessor();

    @Test
    void mapsAUnitWithItsCodesNamesAndOutline() throws Exception {
        JsonObject california = feature("US-CA");
        StagingRow row = processor.map(california, 7);
        assertThat(row.get("id")).isEqualTo(7);
        assertThat(row.get("iso_code")).isEqualTo("US-CA");
        assertThat(row.get("country_code")).isEqualTo("US");
        assertThat(row.get("geoname_id")).isEqualTo(5332921L);
        assertThat(row.get("name")).isEqualTo("California");
        assertThat(row.get("type_en")).isEqualTo("State");
        assertThat((String) row.get("names")).contains("\"de\":\"Kalifornien\"").contains("\"zh-Hant\":");
        assertThat((byte[]) row.get("shape")).hasSizeGreaterThan(1000);
        assertThat(row.values()).hasSize(11);
    }

    @Test
    void aUnitWithoutCodeNameOrPolygonIsRefusedWithItsReason() throws Exception {
        JsonObject california = feature("US-CA");
        JsonObject properties = california.getJsonObject("properties");
        JsonObject nameless = Json.createObjectBuilder(california).add("properties",
                Json.createObjectBuilder(properties).remove("name")).build();
        assertThatThrownBy(() -> processor.map(nameless, 1)).isInstanceOf(MalformedRowException.class)
                .hasMessageContaining("name");
        JsonObject pointed = Json.createObjectBuilder(california).add("geometry", Json.createObjectBuilder()
                .add("type", "Point").add("coordinates", Json.createArrayBuilder().add(1).add(2))).build();
        assertThatThrownBy(() -> processor.map(pointed, 1)).isInstanceOf(MalformedRowException.class)
                .hasMessageContaining("Polygon");
        JsonObject unCoded = Json.createObjectBuilder(california).add("properties",
                Json.createObjectBuilder(properties).add("iso_3166_2", "US-CA~")).build();
        assertThat(processor.map(unCoded, 1).get("iso_code")).as("a code ISO 3166-2 does not give").isNull();
    }

    private static JsonObject feature(String isoCode) throws Exception {
        try (JsonReader reader = Json.createReader(new InputStreamReader(new GZIPInputStream(Files.newInputStream(FILE)),
                StandardCharsets.UTF_8))) {
            return reader.readObject().getJsonArray("features").getValuesAs(JsonObject.class).stream()
                    .filter(feature -> isoCode.equals(feature.getJsonObject("properties").getString("iso_3166_2", "")))
                    .findFirst().orElseThrow();
        }
    }
}
