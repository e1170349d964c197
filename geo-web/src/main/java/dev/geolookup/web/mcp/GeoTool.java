package dev.geolookup.web.mcp;

import dev.geolookup.api.JsonBody;
import jakarta.json.JsonObject;

import java.util.Set;
import java.util.function.Function;

/**
 * One read-only tool: what an agent reads about it (name, title, description, schemas) and how it answers, by
 * calling the same service a REST endpoint calls. Its paging lays out its list and reads the window of a call.
 *
 * @param link     the resource each record of the answer is, for a resource_link beside it
 * @param notFound what the call named that does not exist, when the service finds no such record: the REST
 *                 contract's "Country not found" is REST Countries' text, and an agent needs the truth
 * @param shaping  the arguments its schema marks as shaping the answer without narrowing what it finds
 */
record GeoTool(String name, String title, String description, JsonObject inputSchema, JsonObject outputSchema,
               Paging paging, RecordLink link, Function<ToolArguments, JsonBody> answer,
               Function<ToolArguments, String> notFound, Set<String> shaping) {

    /** A tool as its feature declares it; its schemas gain the paging members here, once. */
    GeoTool(String name, String title, String description, JsonObject inputSchema, JsonObject outputSchema,
            Paging paging, Function<ToolArguments, JsonBody> answer) {
        this(name, title, description, JsonSchemas.published(paging.inputSchema(inputSchema)),
                paging.outputSchema(outputSchema), paging, RecordLink.NONE, answer, null,
                JsonSchemas.shapingArguments(paging.inputSchema(inputSchema)));
    }

    GeoTool linking(RecordLink records) {
        return new GeoTool(name, title, description, inputSchema, outputSchema, paging, records, answer, notFound,
                shaping);
    }

    GeoTool notFound(Function<ToolArguments, String> message) {
        return new GeoTool(name, title, description, inputSchema, outputSchema, paging, link, answer, message,
                shaping);
    }

    /** The service's answer to a call, the list's window read first: the tool finds it in its arguments. */
    JsonBody respond(ToolArguments arguments) {
        arguments.useWindow(paging.window(arguments));
        return answer.apply(arguments);
    }

    Set<String> argumentNames() {
        return inputSchema.getJsonObject("properties").keySet();
    }
}
