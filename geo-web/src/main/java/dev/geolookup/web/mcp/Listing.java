package dev.geolookup.web.mcp;

/**
 * How a tool lays out its answer for an agent, which must be able to tell whether it has seen everything and how
 * to see the rest (members beside {@code results}: offset, total, truncated, nextOffset, hint).
 */
enum Listing {

    /** One record, as the contract describes it. */
    RECORD,

    /** Every element in one answer, in the order of the call's inputs or of a path: {results, total}. */
    WHOLE,

    /** A complete list the service gives at once, paged here by offset and limit; total is known. */
    PAGED,

    /**
     * A ranked list the service cuts at a limit: the tool asks for one more than the page ({@link Window#fetch}) to
     * tell whether more exist; the total is not counted.
     */
    RANKED
}
