package dev.geolookup.web.mcp;

import dev.geolookup.api.GeneratedJson;
import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.JsonBody;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.spec.McpSchema;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.util.RawValue;

import java.util.List;
import java.util.Map;

import static dev.geolookup.web.mcp.JsonSchemas.integer;
import static dev.geolookup.web.mcp.JsonSchemas.object;
import static dev.geolookup.web.mcp.JsonSchemas.required;
import static dev.geolookup.web.mcp.JsonSchemas.shaping;
import static dev.geolookup.web.mcp.JsonSchemas.string;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * How a list tool's answer becomes the page an agent reads, over a list of numbered records the test makes: the
 * page's records, whether more exist, the next offset, the total where it is known, a hint where nothing came.
 */
class ToolResultsTest {

    /** A ranked service as the search tools call one: it answers the first {@code fetch} of {@code size} records. */
    private static GeoTool ranked(int size) {
        return new GeoTool("ranked", "Ranked", "A ranked list", object(required(), "q", string("text"),
                "limit", shaping(integer("limit", 1, 100)), "country", string("country")), object(required(),
                "results", string("records")), Paging.ranked(10, 100),
                arguments -> records(Math.min(size, arguments.window().fetch())))
                .linking(RecordLink.PLACE);
    }

    private static GeoTool paged(int size) {
        return new GeoTool("paged", "Paged", "A complete list", object(required(), "country", string("country")),
                object(required(), "results", string("records")), Paging.PAGED, arguments -> records(size));
    }

    @Test
    void aRankedPageSaysThatMoreExistAndWhereTheyStart() throws Exception {
        Map<?, ?> page = page(ranked(50), Map.of("q", "san", "limit", 5));
        assertThat(ids(page)).containsExactly(1, 2, 3, 4, 5);
        assertThat(page.get("truncated")).isEqualTo(true);
        assertThat(page.get("nextOffset")).isEqualTo(5);
        assertThat(page.containsKey("total")).as("a ranked search does not count every match").isFalse();

        Map<?, ?> next = page(ranked(50), Map.of("q", "san", "limit", 5, "offset", 5));
        assertThat(ids(next)).containsExactly(6, 7, 8, 9, 10);
        assertThat(next.get("offset")).isEqualTo(5);

        Map<?, ?> end = page(ranked(12), Map.of("q", "san", "limit", 5, "offset", 10));
        assertThat(ids(end)).containsExactly(11, 12);
        assertThat(end.get("truncated")).isEqualTo(false);
        assertThat(end.containsKey("nextOffset")).isFalse();
    }

    @Test
    void aRankedListEndsItsPagingAtTheWindowAndSaysSo() throws Exception {
        Map<?, ?> deepest = page(ranked(1000), Map.of("q", "san", "limit", 100, "offset", 100));
        assertThat(ids(deepest)).hasSize(100).startsWith(101);
        assertThat(deepest.get("truncated")).isEqualTo(true);
        assertThat(deepest.containsKey("nextOffset")).isFalse();
        assertThat((String) deepest.get("hint")).contains("narrow");
        assertThatThrownBy(() -> page(ranked(1000), Map.of("q", "san", "limit", 100, "offset", 101)))
                .isInstanceOf(InvalidRequestException.class).hasMessageContaining("at most " + Window.RANKED_END);
    }

    @Test
    void anEmptyPageNamesTheArgumentsToLoosen() throws Exception {
        Map<?, ?> nothing = page(ranked(0), Map.of("q", "qqq", "country", "DE", "limit", 5));
        assertThat(ids(nothing)).isEmpty();
        assertThat((String) nothing.get("hint")).isEqualTo("Nothing matches q and country together. Loosen one of"
                + " them or leave one out. For q, try fewer letters, another spelling, or fuzzy true.");
        Map<?, ?> one = page(ranked(0), Map.of("country", "DE", "limit", 5));
        assertThat((String) one.get("hint")).isEqualTo("Nothing matches country. Loosen it or leave it out.");
        Map<?, ?> past = page(ranked(3), Map.of("q", "san", "offset", 10));
        assertThat((String) past.get("hint")).contains("offset 10");
    }

    @Test
    void aCompleteListIsPagedHereWithItsTotal() throws Exception {
        Map<?, ?> all = page(paged(7), Map.of());
        assertThat(ids(all)).containsExactly(1, 2, 3, 4, 5, 6, 7);
        assertThat(all.get("total")).isEqualTo(7);
        assertThat(all.get("truncated")).isEqualTo(false);
        Map<?, ?> middle = page(paged(7), Map.of("offset", 2, "limit", 3));
        assertThat(ids(middle)).containsExactly(3, 4, 5);
        assertThat(middle.get("nextOffset")).isEqualTo(5);
        assertThat(middle.get("total")).isEqualTo(7);
    }

    @Test
    void everyRecordOfThePageLinksToItsResource() throws Exception {
        McpSchema.CallToolResult result = call(ranked(50), Map.of("q", "san", "limit", 3));
        assertThat(result.content().get(0)).isInstanceOf(McpSchema.TextContent.class);
        assertThat(result.content()).filteredOn(McpSchema.ResourceLink.class::isInstance)
                .extracting(link -> ((McpSchema.ResourceLink) link).uri())
                .containsExactly("geo://places/1", "geo://places/2", "geo://places/3");
    }

    @Test
    void anArgumentMarkedShapingIsNeverNamedAndTheMarkIsNotPublished() throws Exception {
        GeoTool tool = ranked(0);
        assertThat(tool.shaping()).containsExactlyInAnyOrder("limit", "offset");
        assertThat(tool.inputSchema().toString()).doesNotContain("x-shapes-only");
        Map<?, ?> nothing = page(tool, Map.of("country", "DE", "limit", 5, "offset", 0));
        assertThat((String) nothing.get("hint")).isEqualTo("Nothing matches country. Loosen it or leave it out.");
    }

    @Test
    void theSchemasOfAListToolCarryThePagingMembers() {
        GeoTool tool = ranked(1);
        assertThat(tool.argumentNames()).contains("offset", "limit");
        assertThat(tool.outputSchema().getJsonObject("properties").keySet())
                .contains("results", "offset", "truncated", "nextOffset", "hint");
        assertThat(paged(1).argumentNames()).contains("offset", "limit");
        assertThat(paged(1).outputSchema().getJsonArray("required").toString()).contains("total");
    }

    @Test
    void recordsReachTheAgentAsTheServiceWroteThemLinkedByTheirLabels() throws Exception {
        String first = "{\"geonameId\":1,\"name\":\"Zürich \\\"Z\\\"\",\"area\":{\"box\":[1,2]},\"capital\":null}";
        String second = "{\"geonameId\":2,\"name\":\"東京\",\"alternateNames\":[\"Tokyo\",{\"a\":\"]}\"}]}";
        JsonBody written = JsonBody.arrayOf(List.of(
                JsonBody.of(first).labelled(index -> "1", index -> "Zürich \"Z\""),
                JsonBody.of(second).labelled(index -> "2", index -> "東京")));
        GeoTool tool = new GeoTool("written", "Written", "Records as written", object(required()),
                object(required(), "results", string("records")), Paging.PAGED, arguments -> written)
                .linking(RecordLink.PLACE);
        McpSchema.CallToolResult result = call(tool, Map.of("offset", 1));
        assertThat(text(result)).isEqualTo("{\"results\":[" + second + "],\"offset\":1,\"total\":2,"
                + "\"truncated\":false}");
        assertThat(result.content()).filteredOn(McpSchema.ResourceLink.class::isInstance)
                .extracting(link -> ((McpSchema.ResourceLink) link).name()).containsExactly("東京");

        GeoTool record = new GeoTool("record", "Record", "One record", object(required()), object(required()),
                Paging.RECORD, arguments -> JsonBody.of(first).labelled(index -> "1", index -> "Zürich \"Z\""))
                .linking(RecordLink.PLACE);
        McpSchema.CallToolResult one = call(record, Map.of());
        assertThat(text(one)).isEqualTo(first);
        assertThat(one.content()).filteredOn(McpSchema.ResourceLink.class::isInstance)
                .extracting(link -> ((McpSchema.ResourceLink) link).uri()).containsExactly("geo://places/1");
    }

    @Test
    void aListWrittenWithoutItsRecordsSpansIsAFaultNotAGuess() {
        GeoTool tool = new GeoTool("unspanned", "Unspanned", "A list without spans", object(required()),
                object(required(), "results", string("records")), Paging.PAGED,
                arguments -> JsonBody.of("[{\"geonameId\":1}]"));
        assertThatThrownBy(() -> call(tool, Map.of())).isInstanceOf(IllegalStateException.class);
    }

    private static McpSchema.CallToolResult call(GeoTool tool, Map<String, Object> arguments) {
        ToolArguments given = new ToolArguments(arguments);
        return ToolResults.of(tool, given, tool.respond(given));
    }

    /** The structured content, which must be the text content too: an agent may read either. */
    private static String text(McpSchema.CallToolResult result) {
        String structured = ((RawValue) result.structuredContent()).rawValue().toString();
        assertThat(((McpSchema.TextContent) result.content().get(0)).text()).isEqualTo(structured);
        return structured;
    }

    private static Map<?, ?> page(GeoTool tool, Map<String, Object> arguments) throws Exception {
        return McpJsonDefaults.getMapper().readValue(text(call(tool, arguments)), Map.class);
    }

    private static List<Integer> ids(Map<?, ?> page) {
        return ((List<?>) page.get("results")).stream()
                .map(record -> ((Number) ((Map<?, ?>) record).get("geonameId")).intValue()).toList();
    }

    private static JsonBody records(int count) {
        return GeneratedJson.records(32 * count, count, (json, index) -> json.write("geonameId", index + 1)
                .write("name", "record " + (index + 1)))
                .labelled(index -> String.valueOf(index + 1), index -> "record " + (index + 1));
    }
}
