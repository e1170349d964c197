package dev.geolookup.web.mcp;

import jakarta.json.Json;
import jakarta.json.JsonArray;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The REST request whose answer a ranked tool's page holds: a search or nearest tool asks its service for one result
 * more than the page to tell whether more exist, and a search's typo-tolerant tail may rank differently in a longer
 * list, so its page is the REST answer to limit + 1 without the last.
 */
final class RankedPages {

    private static final Pattern RANKED = Pattern.compile("^(cities|places)(\\?|/near\\?)|^postal/near\\?");
    private static final Pattern LIMIT = Pattern.compile("([?&])limit=(\\d+)");

    private RankedPages() {
    }

    static boolean isRanked(String restPath) {
        return RANKED.matcher(restPath).find();
    }

    /** The path with one more result asked for than the page holds. */
    static String oneMore(String restPath) {
        Matcher limit = LIMIT.matcher(restPath);
        if (limit.find()) {
            return limit.replaceFirst(limit.group(1) + "limit=" + (Integer.parseInt(limit.group(2)) + 1));
        }
        return restPath + "&limit=" + (pageSize(restPath) + 1);
    }

    /** The page's records: the answer to {@link #oneMore} without its last, when it had one more. */
    static JsonArray page(String restPath, JsonArray oneMore) {
        int size = pageSize(restPath);
        return oneMore.size() > size ? Json.createArrayBuilder(oneMore.subList(0, size)).build() : oneMore;
    }

    private static int pageSize(String restPath) {
        Matcher limit = LIMIT.matcher(restPath);
        return limit.find() ? Integer.parseInt(limit.group(2)) : restPath.contains("/near?") ? 10 : 20;
    }
}
