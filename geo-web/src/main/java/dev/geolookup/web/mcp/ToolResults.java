package dev.geolookup.web.mcp;

import dev.geolookup.api.JsonBody;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A tool's answer as the call's result: the record, or the page of a list with what an agent needs to go on (how
 * many in all or whether more exist, the offset of the next page, what to loosen when nothing was found), the JSON
 * both as structured content and as text, and a resource_link to each record that has a URI.
 */
final class ToolResults {

    private final McpJsonMapper mapper;

    ToolResults(McpJsonMapper mapper) {
        this.mapper = mapper;
    }

    McpSchema.CallToolResult of(GeoTool tool, ToolArguments arguments, JsonBody answer) throws IOException {
        String json = answer.text();
        McpSchema.CallToolResult.Builder result = McpSchema.CallToolResult.builder().isError(false);
        if (!tool.paging().isList()) {
            Map<?, ?> record = mapper.readValue(json, Map.class);
            result.structuredContent(record).addTextContent(json);
            tool.link().of(record).ifPresent(result::addContent);
            return result.build();
        }
        List<?> all = mapper.readValue(json, List.class);
        Map<String, Object> page = tool.paging().page(all, arguments.window(), () -> emptyHint(tool, arguments));
        result.structuredContent(page).addTextContent(mapper.writeValueAsString(page));
        for (Object record : (List<?>) page.get("results")) {
            if (record instanceof Map<?, ?> members) {
                tool.link().of(members).ifPresent(result::addContent);
            }
        }
        return result.build();
    }

    /** Which of the call's arguments narrowed the answer to nothing. */
    private static String emptyHint(GeoTool tool, ToolArguments arguments) {
        List<String> narrowing = new ArrayList<>();
        for (String name : tool.argumentNames()) {
            if (arguments.given().contains(name) && !tool.shaping().contains(name)) {
                narrowing.add(name);
            }
        }
        if (narrowing.isEmpty()) {
            return "Nothing is known here";
        }
        String named = narrowing.size() == 1 ? narrowing.get(0) : String.join(", ",
                narrowing.subList(0, narrowing.size() - 1)) + " and " + narrowing.get(narrowing.size() - 1);
        return "Nothing matches " + named + (narrowing.size() == 1 ? ". Loosen it or leave it out."
                : " together. Loosen one of them or leave one out.")
                + (narrowing.contains("q") ? " For q, try fewer letters, another spelling, or fuzzy true." : "");
    }
}
