package dev.geolookup.web.mcp;

import dev.geolookup.api.country.CountryCodes;
import dev.geolookup.api.country.CountryField;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;

import java.util.Arrays;

/** Small builders for the JSON Schemas of the tools' inputs; their outputs are the contract's (ContractSchemas). */
final class JsonSchemas {

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

    /** A list tool's input schema with offset, and a complete list's with limit, where the tool has none. */
    static JsonObject withPagingArguments(JsonObject input, Listing listing) {
        if (listing != Listing.PAGED && listing != Listing.RANKED) {
            return input;
        }
        JsonObjectBuilder properties = Json.createObjectBuilder(input.getJsonObject("properties"));
        if (!input.getJsonObject("properties").containsKey("offset")) {
            properties.add("offset", integer("Results to skip, for the next page: the nextOffset of the answer before; "
                    + "default 0", 0, listing == Listing.RANKED ? Window.RANKED_END - 1 : Window.MAX_OFFSET));
        }
        if (listing == Listing.PAGED && !input.getJsonObject("properties").containsKey("limit")) {
            properties.add("limit", integer("At most this many results; default all", 1, PAGE_LIMIT));
        }
        return Json.createObjectBuilder(input).add("properties", properties).build();
    }

    static final int PAGE_LIMIT = 1000;

    /** A list's output schema ({results}) with the members that say what the page holds of the whole. */
    static JsonObject withPagingMembers(JsonObject output, Listing listing) {
        if (listing == Listing.RECORD) {
            return output;
        }
        JsonObjectBuilder properties = Json.createObjectBuilder(output.getJsonObject("properties"))
                .add("total", Json.createObjectBuilder().add("type", "integer").add("minimum", 0)
                        .add("description", "How many results there are in all"));
        JsonArrayBuilder required = Json.createArrayBuilder(output.getJsonArray("required"));
        if (listing == Listing.WHOLE) {
            required.add("total");
        } else {
            properties.add("offset", integer("How many results come before these", 0, Integer.MAX_VALUE))
                    .add("truncated", bool("Whether more results exist after these"))
                    .add("nextOffset", integer("The offset that gives the next page, when there is one", 1,
                            Integer.MAX_VALUE));
            required.add("offset").add("truncated");
            if (listing == Listing.PAGED) {
                required.add("total");
            }
        }
        properties.add("hint", string("What to change when the answer is empty or cannot go further"));
        return Json.createObjectBuilder(output).add("properties", properties).add("required", required).build();
    }

    /** The lang argument of the tools that answer place and city names. */
    static JsonObject language() {
        return pattern("Names in this language where one is known: ISO 639-1, optionally with a region (de, pt-BR); "
                + "the GeoNames name then follows as toponymName", "^[A-Za-z]{2}([-_][A-Za-z]{2})?$");
    }

    static JsonObject countryCode() {
        return pattern("ISO 3166-1 alpha-2 country code, e.g. DE", "^" + CountryCodes.ALPHA2_REGEX + "$");
    }

    /** The fields argument of the tools that answer country records: the names of CountryField. */
    static JsonObject countryFields() {
        JsonArrayBuilder names = Json.createArrayBuilder();
        Arrays.stream(CountryField.values()).forEach(field -> names.add(field.jsonName()));
        return Json.createObjectBuilder()
                .add("description", "Top-level country fields to return instead of the default set: an array, "
                        + "or the names comma-separated in one string")
                .add("anyOf", Json.createArrayBuilder()
                        .add(Json.createObjectBuilder().add("type", "array")
                                .add("items", Json.createObjectBuilder().add("type", "string").add("enum", names)))
                        .add(Json.createObjectBuilder().add("type", "string")))
                .build();
    }
}
