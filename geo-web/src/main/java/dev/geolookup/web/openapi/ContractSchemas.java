package dev.geolookup.web.openapi;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.io.StringReader;
import java.util.Map;
import java.util.Set;

/**
 * The records of the OpenAPI contract as self-contained JSON Schemas (draft 2020-12), so that the MCP tools describe
 * their answers with the same schemas as the REST API: references inlined, OpenAPI 3.0's {@code nullable} written
 * as a null type, and what JSON Schema validators do not know (examples, formats such as int64) left out.
 */
public final class ContractSchemas {

    /** OpenAPI keywords without a JSON Schema meaning, or whose value a validator would reject. */
    private static final Set<String> OPENAPI_ONLY = Set.of("nullable", "example", "format", "deprecated",
            "readOnly", "writeOnly", "xml", "externalDocs", "discriminator");
    private static final String REFERENCE_PREFIX = "#/components/schemas/";
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final JsonNode schemas;

    private ContractSchemas(JsonNode schemas) {
        this.schemas = schemas;
    }

    /** The schemas of the contract the WAR serves. */
    public static ContractSchemas load() {
        return new ContractSchemas(OpenApiContract.document().get("components").get("schemas"));
    }

    /**
     * The JSON Schema of one record of the contract, by its schema name (Country, City, ...). A record the contract
     * allows to be null where another record holds it is never null as an answer of its own.
     */
    public JsonObject record(String name) {
        return toJsonObject(jsonSchema(withoutNull(named(name))));
    }

    /** An object whose {@code results} member is an array of these records: how the MCP tools answer a list. */
    public JsonObject listOf(String name) {
        ObjectNode list = NODES.objectNode().put("type", "object");
        list.putObject("properties").putObject("results").put("type", "array")
                .set("items", jsonSchema(withoutNull(named(name))));
        list.putArray("required").add("results");
        list.put("additionalProperties", false);
        return toJsonObject(list);
    }

    private JsonNode named(String name) {
        JsonNode schema = schemas.get(name);
        if (schema == null) {
            throw new IllegalArgumentException("the contract has no schema " + name);
        }
        return schema;
    }

    private static JsonNode withoutNull(JsonNode schema) {
        ObjectNode copy = (ObjectNode) schema.deepCopy();
        copy.remove("nullable");
        return copy;
    }

    private JsonNode jsonSchema(JsonNode schema) {
        if (schema.has("$ref")) {
            return jsonSchema(named(schema.get("$ref").asString().substring(REFERENCE_PREFIX.length())));
        }
        ObjectNode converted = NODES.objectNode();
        for (Map.Entry<String, JsonNode> member : schema.properties()) {
            String keyword = member.getKey();
            JsonNode value = member.getValue();
            if (OPENAPI_ONLY.contains(keyword)) {
                continue;
            }
            switch (keyword) {
                case "properties" -> {
                    ObjectNode properties = converted.putObject("properties");
                    value.properties().forEach(property -> properties.set(property.getKey(),
                            jsonSchema(property.getValue())));
                }
                case "items" -> converted.set(keyword, jsonSchema(value));
                case "additionalProperties" -> converted.set(keyword, value.isObject() ? jsonSchema(value) : value);
                case "allOf", "anyOf", "oneOf" -> {
                    ArrayNode parts = converted.putArray(keyword);
                    value.forEach(part -> parts.add(jsonSchema(part)));
                }
                default -> converted.set(keyword, value);
            }
        }
        return schema.path("nullable").asBoolean(false) ? orNull(converted) : converted;
    }

    /** OpenAPI 3.0's nullable in JSON Schema: null is one more type the value may have. */
    private static JsonNode orNull(ObjectNode schema) {
        JsonNode type = schema.get("type");
        if (type != null && type.isString()) {
            schema.set("type", NODES.arrayNode().add(type.asString()).add("null"));
            return schema;
        }
        if (type == null && !schema.has("allOf") && !schema.has("anyOf") && !schema.has("oneOf")) {
            return schema;
        }
        ObjectNode either = NODES.objectNode();
        ArrayNode choices = either.putArray("anyOf");
        choices.add(schema);
        choices.addObject().put("type", "null");
        return either;
    }

    private static JsonObject toJsonObject(JsonNode schema) {
        try (JsonReader reader = Json.createReader(new StringReader(new JsonMapper().writeValueAsString(schema)))) {
            return reader.readObject();
        }
    }
}
