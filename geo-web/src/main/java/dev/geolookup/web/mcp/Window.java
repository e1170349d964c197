package dev.geolookup.web.mcp;

import dev.geolookup.api.InvalidRequestException;

/**
 * The part of a list one call asks for: skip {@code offset} elements, then at most {@code limit}. A ranked search
 * pages through its best {@value #RANKED_END} results; deeper pages cost more than they tell an agent, which should
 * narrow the query instead.
 */
record Window(int offset, int limit) {

    static final int RANKED_END = 200;
    static final int MAX_OFFSET = 100_000;
    /** A complete list's default page: all of it. */
    static final int ALL = Integer.MAX_VALUE;

    /** For a ranked list: offset + limit within {@value #RANKED_END}. */
    static Window ranked(Integer offset, Integer limit, int defaultLimit) {
        Window window = new Window(offset == null ? 0 : offset, limit == null ? defaultLimit : limit);
        if (window.offset + window.limit > RANKED_END) {
            throw new InvalidRequestException("offset + limit must be at most " + RANKED_END
                    + ": a search pages through its best " + RANKED_END + " results; narrow it instead");
        }
        return window;
    }

    static Window of(Integer offset, Integer limit) {
        return new Window(offset == null ? 0 : offset, limit == null ? ALL : limit);
    }

    /** How many a ranked service is asked for: the page and one more, which tells whether more exist. */
    int fetch() {
        return offset + limit + 1;
    }

    /** Where the page ends in the list, at most {@code size}. */
    int end(int size) {
        return (int) Math.min(size, (long) offset + limit);
    }
}
