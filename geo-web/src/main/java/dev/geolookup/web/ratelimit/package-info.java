/**
 * The per-client rate limit of the public endpoints; a refusal at /mcp is written as the MCP endpoint writes its
 * errors. Uses web.http and web.mcp.
 */
package dev.geolookup.web.ratelimit;
