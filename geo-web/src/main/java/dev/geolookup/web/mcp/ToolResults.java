package dev.geolookup.web.mcp;

import dev.geolookup.api.JsonBody;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A tool's answer as the call's result: the record, or the page of a list with what an agent needs to go on (how
 * many in all or whether more exist, the offset of the next page, what to loosen when nothing was found), the JSON
 * both as structured content and as text, and a resource_link to each record that has a URI.
 */
final class ToolResults {

    /** Arguments that shape or page an answer without narrowing what it finds. */
    private static final Set<String> NOT_NARROWING = Set.of("lang", "limit", "offset", "fields", "full", "ipFields",
            "explain", "rank", "sort", "order", "bias", "near", "city", "codeType");

    private final McpJsonMapper mapper;

    ToolResults(McpJsonMapper mapper) {
        this.mapper = mapper;
    }

    McpSchema.CallToolResult of(GeoTool tool, ToolArguments arguments, JsonBody answer) throws IOException {
        String json = answer.text();
        McpSchema.CallToolResult.Builder result = McpSchema.CallToolResult.builder().isError(false);
        if (tool.listing() == Listing.RECORD) {
            Map<?, ?> record = mapper.readValue(json, Map.class);
            result.structuredContent(record).addTextContent(json);
            tool.link().of(record).ifPresent(result::addContent);
            return result.build();
        }
        List<?> all = mapper.readValue(json, List.class);
        Map<String, Object> page = page(tool, arguments, all);
        result.structuredContent(page).addTextContent(mapper.writeValueAsString(page));
        for (Object record : (List<?>) page.get("results")) {
            if (record instanceof Map<?, ?> members) {
                tool.link().of(members).ifPresent(result::addContent);
            }
        }
        return result.build();
    }

    private static Map<String, Object> page(GeoTool tool, ToolArguments arguments, List<?> all) {
        Map<String, Object> page = new LinkedHashMap<>();
        if (tool.listing() == Listing.WHOLE) {
            page.put("results", all);
            page.put("total", all.size());
            if (all.isEmpty()) {
                page.put("hint", emptyHint(tool, arguments));
            }
            return page;
        }
        Window window = arguments.window();
        if (window == null) {
            throw new IllegalStateException("tool " + tool.name() + " lists without reading its window");
        }
        int start = Math.min(window.offset(), all.size());
        int end = window.end(all.size());
        List<?> results = all.subList(start, end);
        boolean truncated = end < all.size();
        page.put("results", new ArrayList<>(results));
        page.put("offset", window.offset());
        if (tool.listing() == Listing.PAGED) {
            page.put("total", all.size());
        }
        page.put("truncated", truncated);
        if (truncated && (tool.listing() == Listing.PAGED || end < Window.RANKED_END)) {
            page.put("nextOffset", end);
        } else if (truncated) {
            page.put("hint", "More results exist than a search pages through (" + Window.RANKED_END
                    + "): narrow the query to see them");
        }
        if (results.isEmpty()) {
            page.put("hint", !all.isEmpty()
                    ? "No results from offset " + window.offset() + ": the list ends before it; offset 0 starts it"
                    : emptyHint(tool, arguments));
        }
        return page;
    }

    /** Which of the call's arguments narrowed the answer to nothing. */
    private static String emptyHint(GeoTool tool, ToolArguments arguments) {
        List<String> narrowing = new ArrayList<>();
        for (String name : tool.argumentNames()) {
            if (arguments.given().contains(name) && !NOT_NARROWING.contains(name)
                    && !(name.equals("fuzzy") && !"false".equals(arguments.text(name)))) {
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
