package dev.geolookup.web.mcp;

import dev.geolookup.api.country.CountryField;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;

import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;

/** Small builders for the JSON Schemas of the tools' inputs; their outputs are the contract's (ContractSchemas). */
final class JsonSchemas {

    private static final String SHAPES_ONLY = "x-shapes-only";

    private JsonSchemas() {
    }

    /** An object schema with these properties (name, schema pairs), of which the named ones are required. */
    static JsonObject object(String[] required, Object... namesAndSchemas) {
        JsonObjectBuilder properties = Json.createObjectBuilder();
        for (int i = 0; i < namesAndSchemas.length; i += 2) {
            properties.add((String) namesAndSchemas[i], (JsonObject) namesAndSchemas[i + 1]);
        }
        JsonArrayBuilder requiredNames = Json.createArrayBuilder();
        Arrays.stream(required).forEach(requiredNames::add);
        return Json.createObjectBuilder()
                .add("type", "object")
                .add("properties", properties)
                .add("required", requiredNames)
                .add("additionalProperties", false)
                .build();
    }

    /** As {@link #object}, described: for an object nested in a tool's arguments. */
    static JsonObject describedObject(String description, String[] required, Object... namesAndSchemas) {
        return Json.createObjectBuilder(object(required, namesAndSchemas)).add("description", description).build();
    }

    static String[] required(String... names) {
        return names;
    }

    static JsonObject string(String description) {
        return Json.createObjectBuilder().add("type", "string").add("description", description).build();
    }

    static JsonObject pattern(String description, String regex) {
        return Json.createObjectBuilder(string(description)).add("pattern", regex).build();
    }

    static JsonObject oneOf(String description, String... values) {
        JsonArrayBuilder allowed = Json.createArrayBuilder();
        Arrays.stream(values).forEach(allowed::add);
        return Json.createObjectBuilder(string(description)).add("enum", allowed).build();
    }

    static JsonObject integer(String description, long minimum, long maximum) {
        return Json.createObjectBuilder().add("type", "integer").add("description", description)
                .add("minimum", minimum).add("maximum", maximum).build();
    }

    static JsonObject number(String description, double minimum, double maximum) {
        return Json.createObjectBuilder().add("type", "number").add("description", description)
                .add("minimum", minimum).add("maximum", maximum).build();
    }

    static JsonObject positiveNumber(String description) {
        return Json.createObjectBuilder().add("type", "number").add("description", description)
                .add("exclusiveMinimum", 0).build();
    }

    static JsonObject bool(String description) {
        return Json.createObjectBuilder().add("type", "boolean").add("description", description).build();
    }

    static JsonObject stringArray(String description, int minItems, int maxItems) {
        return Json.createObjectBuilder().add("type", "array").add("description", description)
                .add("items", Json.createObjectBuilder().add("type", "string"))
                .add("minItems", minItems).add("maxItems", maxItems).build();
    }

    /**
     * Marks an argument that shapes or pages an answer without narrowing what it finds (lang, limit, sort), where
     * it is declared: an empty answer's hint never names it. The mark is taken off before the schema is published.
     */
    static JsonObject shaping(JsonObject schema) {
        return Json.createObjectBuilder(schema).add(SHAPES_ONLY, true).build();
    }

    /** The names of the arguments an input schema marks as shaping only. */
    static Set<String> shapingArguments(JsonObject input) {
        Set<String> names = new TreeSet<>();
        input.getJsonObject("properties").forEach((name, schema) -> {
            if (schema.asJsonObject().containsKey(SHAPES_ONLY)) {
                names.add(name);
            }
        });
        return names;
    }

    /** The input schema as an agent reads it: without the marks. */
    static JsonObject published(JsonObject input) {
        JsonObjectBuilder properties = Json.createObjectBuilder();
        input.getJsonObject("properties").forEach((name, schema) -> properties.add(name,
                Json.createObjectBuilder(schema.asJsonObject()).remove(SHAPES_ONLY)));
        return Json.createObjectBuilder(input).add("properties", properties).build();
    }

    /** The lang argument of the tools that answer place and city names. */
    static JsonObject language() {
        return shaping(pattern("Names in this language where one is known: ISO 639-1, optionally with a region "
                + "(de, pt-BR); the GeoNames name then follows as toponymName", "^[A-Za-z]{2}([-_][A-Za-z]{2})?$"));
    }

    /** A country as an agent writes it: a code, or a name the tool turns into its code. */
    static JsonObject country() {
        return string("The country: its ISO 3166-1 alpha-2 code (DE), alpha-3 code (DEU) or name (Germany)");
    }

    /** The fields argument of the tools that answer country records: the names of CountryField. */
    static JsonObject countryFields() {
        JsonArrayBuilder names = Json.createArrayBuilder();
        Arrays.stream(CountryField.values()).forEach(field -> names.add(field.jsonName()));
        return shaping(Json.createObjectBuilder()
                .add("description", "Top-level country fields to return instead of the default set: an array, "
                        + "or the names comma-separated in one string")
                .add("anyOf", Json.createArrayBuilder()
                        .add(Json.createObjectBuilder().add("type", "array")
                                .add("items", Json.createObjectBuilder().add("type", "string").add("enum", names)))
                        .add(Json.createObjectBuilder().add("type", "string")))
                .build());
    }
}
