package dev.geolookup.web.mcp;

import dev.geolookup.api.JsonBody;
import dev.geolookup.api.Jsonp;
import dev.geolookup.api.RecordSpans;
import dev.geolookup.api.geo.NearQuery;
import dev.geolookup.api.request.QueryParameters;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;

import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;

import static dev.geolookup.web.mcp.JsonSchemas.bool;
import static dev.geolookup.web.mcp.JsonSchemas.integer;
import static dev.geolookup.web.mcp.JsonSchemas.shaping;
import static dev.geolookup.web.mcp.JsonSchemas.string;

/**
 * How a tool lays out its answer and pages through it, all in one part: the paging arguments of its input schema,
 * the members of its output schema, the window a call asks for, read before the tool answers so that no tool can
 * forget it, and the page cut from the answer.
 */
final class Paging {

    /** The largest page of a complete list. */
    static final int PAGE_LIMIT = 1000;

    static final Paging RECORD = new Paging(Listing.RECORD, 0, 0);
    static final Paging WHOLE = new Paging(Listing.WHOLE, 0, 0);
    static final Paging PAGED = new Paging(Listing.PAGED, Window.ALL, PAGE_LIMIT);

    /** The features nearest a point, cut at the limit a nearness query takes. */
    static final Paging NEAREST = ranked(NearQuery.DEFAULT_LIMIT, NearQuery.MAX_LIMIT);

    private final Listing listing;
    private final int defaultLimit;
    private final int maxLimit;

    private Paging(Listing listing, int defaultLimit, int maxLimit) {
        this.listing = listing;
        this.defaultLimit = defaultLimit;
        this.maxLimit = maxLimit;
    }

    /** A ranked list the service cuts at a limit, which the tool declares with its bounds among its arguments. */
    static Paging ranked(int defaultLimit, int maxLimit) {
        return new Paging(Listing.RANKED, defaultLimit, maxLimit);
    }

    Listing listing() {
        return listing;
    }

    boolean isList() {
        return listing != Listing.RECORD;
    }

    /** A list tool's input schema with the paging arguments it does not declare itself. */
    JsonObject inputSchema(JsonObject input) {
        if (listing != Listing.PAGED && listing != Listing.RANKED) {
            return input;
        }
        JsonObject declared = input.getJsonObject("properties");
        JsonObjectBuilder properties = Json.createObjectBuilder(declared);
        if (!declared.containsKey("offset")) {
            properties.add("offset", shaping(integer("Results to skip, for the next page: the nextOffset of the "
                    + "answer before; default 0", 0, listing == Listing.RANKED ? Window.RANKED_END - 1
                    : Window.MAX_OFFSET)));
        }
        if (listing == Listing.PAGED && !declared.containsKey("limit")) {
            properties.add("limit", shaping(integer("At most this many results; default all", 1, PAGE_LIMIT)));
        }
        return Json.createObjectBuilder(input).add("properties", properties).build();
    }

    /** A list's output schema ({results}) with the members that say what the page holds of the whole. */
    JsonObject outputSchema(JsonObject output) {
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

    /**
     * The part of the list the call asks for (offset and limit), or null for a tool that answers one record or a
     * whole list. A ranked tool asks its service for {@link Window#fetch} results of it.
     */
    Window window(ToolArguments arguments) {
        if (listing != Listing.PAGED && listing != Listing.RANKED) {
            return null;
        }
        Integer offset = QueryParameters.optionalInt("offset", arguments.text("offset"), 0, Window.MAX_OFFSET);
        Integer limit = QueryParameters.optionalInt("limit", arguments.text("limit"), 1, maxLimit);
        return listing == Listing.RANKED ? Window.ranked(offset, limit, defaultLimit) : Window.of(offset, limit);
    }

    /** A page as an agent reads it: its JSON, and which of the answer's records [from, to) it holds. */
    record Page(String json, int from, int to) {
    }

    /**
     * The page of the list an agent reads: its records as the service wrote them, cut from the answer's bytes where
     * its spans say they lie, and what it holds of the whole (total where it is known, whether more exist, the next
     * offset), and a hint where the page is empty or paging ends.
     *
     * @param window the call's window; null for a whole list
     */
    Page page(JsonBody answer, Window window, Supplier<String> emptyHint) {
        RecordSpans records = answer.records();
        if (records == null) {
            throw new IllegalStateException("a list tool's service wrote its answer without its records' spans");
        }
        int size = records.count();
        int from = window == null ? 0 : Math.min(window.offset(), size);
        int to = window == null ? size : window.end(size);
        int bytes = from < to ? records.end(to - 1) - records.start(from) : 0;
        StringBuilder page = new StringBuilder(bytes + 128).append("{\"results\":[");
        if (bytes > 0) {
            page.append(new String(answer.utf8(), records.start(from), bytes, StandardCharsets.UTF_8));
        }
        page.append(']');
        if (listing == Listing.WHOLE) {
            member(page, "total", size);
            if (size == 0) {
                member(page, "hint", emptyHint.get());
            }
            return new Page(page.append('}').toString(), from, to);
        }
        boolean truncated = to < size;
        member(page, "offset", window.offset());
        if (listing == Listing.PAGED) {
            member(page, "total", size);
        }
        member(page, "truncated", truncated);
        if (truncated && (listing == Listing.PAGED || to < Window.RANKED_END)) {
            member(page, "nextOffset", to);
        } else if (truncated) {
            member(page, "hint", "More results exist than a search pages through (" + Window.RANKED_END
                    + "): narrow the query to see them");
        }
        if (from == to) {
            member(page, "hint", size > 0
                    ? "No results from offset " + window.offset() + ": the list ends before it; offset 0 starts it"
                    : emptyHint.get());
        }
        return new Page(page.append('}').toString(), from, to);
    }

    private static void member(StringBuilder page, String name, Object value) {
        page.append(",\"").append(name).append("\":")
                .append(value instanceof String text ? Jsonp.PROVIDER.createValue(text).toString() : value.toString());
    }
}
