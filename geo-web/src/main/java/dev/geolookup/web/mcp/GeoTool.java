package dev.geolookup.web.mcp;

import dev.geolookup.api.JsonBody;
import jakarta.json.JsonObject;

import java.util.Set;
import java.util.function.Function;

/**
 * One read-only tool: what an agent reads about it (name, title, description, schemas) and how it answers, by
 * calling the same service a REST endpoint calls. A list tool's schemas gain the paging members its listing takes.
 *
 * @param link     the resource each record of the answer is, for a resource_link beside it
 * @param notFound what the call named that does not exist, when the service finds no such record: the REST
 *                 contract's "Country not found" is REST Countries' text, and an agent needs the truth
 */
record GeoTool(String name, String title, String description, JsonObject inputSchema, JsonObject outputSchema,
               Listing listing, RecordLink link, Function<ToolArguments, JsonBody> answer,
               Function<ToolArguments, String> notFound) {

    /** A tool as its feature declares it; its schemas gain the paging members here, once. */
    GeoTool(String name, String title, String description, JsonObject inputSchema, JsonObject outputSchema,
            Listing listing, Function<ToolArguments, JsonBody> answer) {
        this(name, title, description, JsonSchemas.withPagingArguments(inputSchema, listing),
                JsonSchemas.withPagingMembers(outputSchema, listing), listing, RecordLink.NONE, answer, null);
    }

    GeoTool linking(RecordLink records) {
        return new GeoTool(name, title, description, inputSchema, outputSchema, listing, records, answer, notFound);
    }

    GeoTool notFound(Function<ToolArguments, String> message) {
        return new GeoTool(name, title, description, inputSchema, outputSchema, listing, link, answer, message);
    }

    /** The service's answer to a call; a complete list's page is read first, as the tool's own reads are. */
    JsonBody respond(ToolArguments arguments) {
        if (listing == Listing.PAGED) {
            arguments.pagedWindow(JsonSchemas.PAGE_LIMIT);
        }
        return answer.apply(arguments);
    }

    Set<String> argumentNames() {
        return inputSchema.getJsonObject("properties").keySet();
    }
}
