package dev.geolookup.web.mcp;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.RecordSpans;
import io.modelcontextprotocol.spec.McpSchema;
import tools.jackson.databind.util.RawValue;

import java.util.ArrayList;
import java.util.List;

/**
 * A tool's answer as the call's result: the record, or the page of a list with what an agent needs to go on (how
 * many in all or whether more exist, the offset of the next page, what to loosen when nothing was found), the JSON
 * both as structured content and as text, and a resource_link to each record that has a URI. The service's JSON is
 * handed on as it was written (a raw value the SDK's mapper writes as it is), never read back: a page is cut where
 * the answer's record spans say, and each link takes the key and name the service gave its record.
 */
final class ToolResults {

    private ToolResults() {
    }

    static McpSchema.CallToolResult of(GeoTool tool, ToolArguments arguments, JsonBody answer) {
        McpSchema.CallToolResult.Builder result = McpSchema.CallToolResult.builder().isError(false);
        if (!tool.paging().isList()) {
            String json = answer.text();
            result.structuredContent(new RawValue(json)).addTextContent(json);
            link(result, tool.link(), answer.records(), 0, 1);
            return result.build();
        }
        Paging.Page page = tool.paging().page(answer, arguments.window(), () -> emptyHint(tool, arguments));
        result.structuredContent(new RawValue(page.json())).addTextContent(page.json());
        link(result, tool.link(), answer.records(), page.from(), page.to());
        return result.build();
    }

    /** A resource_link to each record [from, to) of the answer that the link reaches. */
    private static void link(McpSchema.CallToolResult.Builder result, RecordLink link, RecordSpans records, int from,
                             int to) {
        if (link == RecordLink.NONE || records == null) {
            return;
        }
        for (int i = from; i < to; i++) {
            link.of(records.key(i), records.name(i)).ifPresent(result::addContent);
        }
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
