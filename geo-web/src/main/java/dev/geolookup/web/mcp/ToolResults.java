package dev.geolookup.web.mcp;

import dev.geolookup.api.JsonBody;
import io.modelcontextprotocol.spec.McpSchema;
import tools.jackson.databind.util.RawValue;

import java.util.ArrayList;
import java.util.List;

/**
 * A tool's answer as the call's result: the record, or the page of a list with what an agent needs to go on (how
 * many in all or whether more exist, the offset of the next page, what to loosen when nothing was found), the JSON
 * both as structured content and as text, and a resource_link to each record that has a URI. The service's JSON is
 * handed on as it was written (a raw value the SDK's mapper writes as it is), never parsed into maps and written
 * again.
 */
final class ToolResults {

    private ToolResults() {
    }

    static McpSchema.CallToolResult of(GeoTool tool, ToolArguments arguments, JsonBody answer) {
        String json = answer.text();
        McpSchema.CallToolResult.Builder result = McpSchema.CallToolResult.builder().isError(false);
        if (!tool.paging().isList()) {
            result.structuredContent(new RawValue(json)).addTextContent(json);
            if (tool.link() != RecordLink.NONE) {
                AnswerRecords.Text record = AnswerRecords.record(json, tool.link().members());
                tool.link().of(record.members()).ifPresent(result::addContent);
            }
            return result.build();
        }
        Paging.Page page = tool.paging().page(json, arguments.window(), tool.link().members(),
                () -> emptyHint(tool, arguments));
        result.structuredContent(new RawValue(page.json())).addTextContent(page.json());
        for (AnswerRecords.Text record : page.records()) {
            tool.link().of(record.members()).ifPresent(result::addContent);
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
