package dev.geolookup.web.place;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.geolookup.api.place.SearchParameter;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The OpenAPI document describes the search parameters as {@link SearchParameter} declares them: the GET parameters
 * of /places and /cities and the members of a batch query object, by name, type, range, choices and default.
 */
class SearchParameterContractTest {

    /** Parameters of the GET that are not search parameters: the answer's language and format. */
    private static final Set<String> NOT_SEARCH = Set.of("lang", "format");

    private final JsonNode document = read();

    @Test
    void theGetParametersAreTheDeclaredOnes() {
        for (boolean places : List.of(true, false)) {
            Map<String, JsonNode> parameters = getParameters(places ? "/places" : "/cities");
            assertThat(parameters.keySet()).as(places ? "/places" : "/cities")
                    .containsExactlyInAnyOrderElementsOf(names(places));
            for (SearchParameter declared : SearchParameter.of(places)) {
                JsonNode schema = parameters.get(declared.parameterName()).get("schema");
                // In a URL the box is one text, four numbers comma-separated.
                String type = declared == SearchParameter.BBOX ? "string" : declared.kind().memberType();
                assertSame(declared, schema, type);
            }
        }
    }

    @Test
    void theBatchQueryObjectsHoldTheDeclaredMembers() {
        for (boolean places : List.of(true, false)) {
            String name = places ? "PlaceSearchQuery" : "CitySearchQuery";
            JsonNode properties = document.at("/components/schemas/" + name + "/properties");
            List<String> members = new ArrayList<>();
            properties.fieldNames().forEachRemaining(members::add);
            assertThat(members).as(name).containsExactlyInAnyOrderElementsOf(names(places));
            for (SearchParameter declared : SearchParameter.of(places)) {
                assertSame(declared, properties.get(declared.parameterName()), declared.kind().memberType());
            }
        }
    }

    private static void assertSame(SearchParameter declared, JsonNode schema, String type) {
        SearchParameter.Kind kind = declared.kind();
        String what = declared.parameterName();
        assertThat(schema.path("type").asText()).as(what + " type").isEqualTo(type);
        assertThat(text(schema, "pattern")).as(what + " pattern").isEqualTo(kind.pattern());
        List<String> choices = new ArrayList<>();
        schema.path("enum").forEach(choice -> choices.add(choice.asText()));
        assertThat(choices).as(what + " choices").isEqualTo(kind.choices());
        assertThat(number(schema, "minimum")).as(what + " minimum").isEqualTo(scaled(kind.minimum()));
        assertThat(schema.path("exclusiveMinimum").asBoolean(false)).as(what + " exclusive minimum")
                .isEqualTo(kind.exclusiveMinimum());
        assertThat(number(schema, "maximum")).as(what + " maximum").isEqualTo(scaled(kind.maximum()));
        assertThat(text(schema, "default")).as(what + " default")
                .isEqualTo(kind.defaultValue() == null ? null : kind.defaultValue().toString());
    }

    private Map<String, JsonNode> getParameters(String path) {
        Map<String, JsonNode> byName = new LinkedHashMap<>();
        for (JsonNode parameter : document.path("paths").path(path).path("get").path("parameters")) {
            JsonNode resolved = parameter.has("$ref")
                    ? document.at(parameter.get("$ref").asText().substring(1)) : parameter;
            String name = resolved.get("name").asText();
            if (!NOT_SEARCH.contains(name)) {
                byName.put(name, resolved);
            }
        }
        return byName;
    }

    private static List<String> names(boolean places) {
        return SearchParameter.of(places).stream().map(SearchParameter::parameterName).toList();
    }

    private static String text(JsonNode schema, String member) {
        return schema.has(member) ? schema.get(member).asText() : null;
    }

    private static BigDecimal number(JsonNode schema, String member) {
        return schema.has(member) ? scaled(schema.get(member).decimalValue()) : null;
    }

    private static BigDecimal scaled(BigDecimal value) {
        return value == null ? null : value.stripTrailingZeros();
    }

    private static JsonNode read() {
        try (InputStream yaml = SearchParameterContractTest.class.getResourceAsStream("/META-INF/openapi.yaml")) {
            return new YAMLMapper().readTree(yaml);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
