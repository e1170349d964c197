package dev.geolookup.imports.subdivision;

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
import java.util.List;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** iso-codes' ISO 3166-2 entries as the bundled file holds them, and what an entry must have. */
class SubdivisionCodeProcessorTest {

    private static final Path FILE = Path.of("src/main/resources/datasets/names/iso_3166-2.json.gz");

    private final SubdivisionCodeProcessor processor = new SubdivisionCodeProcessor();

    @Test
    void everyBundledEntryMapsWithItsParentWhole() throws Exception {
        List<JsonObject> entries = entries();
        assertThat(entries).hasSizeGreaterThan(5_000);
        for (JsonObject entry : entries) {
            StagingRow row = processor.map(entry, 1);
            assertThat((String) row.get("code")).startsWith((String) row.get("country_code"));
        }
        StagingRow paris = processor.map(entry(entries, "FR-75"), 1);
        assertThat(paris.get("parent_code")).isEqualTo("FR-IDF");
        assertThat(processor.map(entry(entries, "GB-ABD"), 1).get("parent_code")).isEqualTo("GB-SCT");
        StagingRow ileDeFrance = processor.map(entry(entries, "FR-IDF"), 1);
        assertThat(ileDeFrance.get("parent_code")).isNull();
        assertThat(ileDeFrance.get("name")).isEqualTo("Île-de-France");
        assertThat(ileDeFrance.get("type")).isEqualTo("Metropolitan region");
        assertThat(ileDeFrance.values()).hasSize(5);
    }

    @Test
    void anEntryWithoutACodeOrNameIsRefusedWithItsReason() {
        JsonObject good = Json.createObjectBuilder().add("code", "DE-BY").add("name", "Bayern").add("type", "Land")
                .build();
        assertThatThrownBy(() -> processor.map(Json.createObjectBuilder(good).add("code", "DEU-BY").build(), 1))
                .isInstanceOf(MalformedRowException.class).hasMessageContaining("ISO 3166-2");
        assertThatThrownBy(() -> processor.map(Json.createObjectBuilder(good).remove("name").build(), 1))
                .isInstanceOf(MalformedRowException.class).hasMessageContaining("name");
        assertThatThrownBy(() -> processor.map(Json.createObjectBuilder(good).add("parent", "FR-IDF").build(), 1))
                .isInstanceOf(MalformedRowException.class).hasMessageContaining("parent");
    }

    private static JsonObject entry(List<JsonObject> entries, String code) {
        return entries.stream().filter(entry -> entry.getString("code").equals(code)).findFirst().orElseThrow();
    }

    private static List<JsonObject> entries() throws Exception {
        try (JsonReader reader = Json.createReader(new InputStreamReader(new GZIPInputStream(Files.newInputStream(FILE)),
                StandardCharsets.UTF_8))) {
            return reader.readObject().getJsonArray("3166-2").getValuesAs(JsonObject.class);
        }
    }
}
