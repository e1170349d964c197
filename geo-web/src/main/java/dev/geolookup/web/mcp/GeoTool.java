package dev.geolookup.web.mcp;

import dev.geolookup.api.JsonBody;
import jakarta.json.JsonObject;

import java.util.Set;
import java.util.function.Function;

/**
 * One read-only tool: what an agent reads about it (name, title, description, schemas) and how it answers, by
 * calling the same service a REST endpoint calls.
 *
 * @param listResult whether the answer is a JSON array, which the tool returns as {"results": [...]}
 */
record GeoTool(String name, String title, String description, JsonObject inputSchema, JsonObject outputSchema,
               boolean listResult, Function<ToolArguments, JsonBody> answer) {

    Set<String> argumentNames() {
        return inputSchema.getJsonObject("properties").keySet();
    }
}
