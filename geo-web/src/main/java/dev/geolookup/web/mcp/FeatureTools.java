package dev.geolookup.web.mcp;

import java.util.List;

/**
 * The MCP tools of one feature. The endpoint finds every CDI bean of this type, so a feature offers a tool by
 * adding a {@code @Dependent} class that implements this and injects the lookup its REST endpoint calls; no list of
 * tools is kept by hand.
 */
interface FeatureTools {

    /** Each tool answers the records the OpenAPI contract describes, with the contract's schemas. */
    List<GeoTool> tools();
}
