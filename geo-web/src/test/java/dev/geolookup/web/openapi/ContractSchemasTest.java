package dev.geolookup.web.openapi;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ContractSchemasTest {

    private final ContractSchemas contract = ContractSchemas.load();

    @Test
    void aRecordIsSelfContainedJsonSchemaWithoutOpenApiKeywords() {
        for (String record : List.of("Country", "Place", "City", "Distance", "PostalCode", "IpBatchElement",
                "IpInfo", "Reverse")) {
            List<String> keywords = new ArrayList<>();
            collectKeys(contract.record(record), keywords);
            assertThat(keywords).as(record).doesNotContain("$ref", "nullable", "example", "format");
        }
    }

    @Test
    void nullableBecomesANullTypeAndReferencesAreInlined() {
        JsonObject reverse = contract.record("Reverse");
        JsonObject properties = reverse.getJsonObject("properties");
        assertThat(properties.getJsonObject("countryCode").getJsonArray("type"))
                .extracting(value -> ((JsonString) value).getString()).containsExactly("string", "null");
        assertThat(properties.getJsonObject("admin1").getJsonArray("type"))
                .extracting(value -> ((JsonString) value).getString()).containsExactly("object", "null");
        JsonObject country = properties.getJsonObject("country");
        assertThat(country.getJsonArray("type")).extracting(value -> ((JsonString) value).getString())
                .containsExactly("object", "null");
        assertThat(country.getJsonObject("properties").keySet()).contains("name", "alpha2Code", "translations");
        assertThat(country.get("additionalProperties")).isEqualTo(JsonValue.FALSE);
        assertThat(reverse.getJsonArray("required")).hasSize(11);
    }

    @Test
    void aRecordAnsweredOnItsOwnIsNeverNull() {
        assertThat(contract.record("Country").getString("type")).isEqualTo("object");
        assertThat(contract.listOf("Place").getJsonObject("properties").getJsonObject("results")
                .getJsonObject("items").getString("type")).isEqualTo("object");
    }

    @Test
    void aListIsTheResultsObjectTheToolsAnswer() {
        JsonObject list = contract.listOf("City");
        assertThat(list.getJsonArray("required")).containsExactly(jsonString("results"));
        JsonObject items = list.getJsonObject("properties").getJsonObject("results").getJsonObject("items");
        assertThat(items.getJsonObject("properties").keySet())
                .containsAll(Set.of("geonameId", "name", "matchedName", "toponymName", "distanceKm"));
    }

    @Test
    void anUnknownRecordIsAMistakeOfTheCaller() {
        assertThatThrownBy(() -> contract.record("Planet")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("Planet");
    }

    private static JsonValue jsonString(String text) {
        return Json.createValue(text);
    }

    private static void collectKeys(JsonValue value, List<String> keys) {
        if (value instanceof JsonObject object) {
            for (Map.Entry<String, JsonValue> member : object.entrySet()) {
                // Property names are data, not keywords: a record may well have a property called "format".
                if (!member.getKey().equals("properties")) {
                    keys.add(member.getKey());
                    collectKeys(member.getValue(), keys);
                } else {
                    member.getValue().asJsonObject().values().forEach(schema -> collectKeys(schema, keys));
                }
            }
        } else if (value instanceof JsonArray array) {
            array.forEach(element -> collectKeys(element, keys));
        }
    }
}
