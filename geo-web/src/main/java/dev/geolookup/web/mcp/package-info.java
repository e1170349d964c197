/**
 * The MCP endpoint (Streamable HTTP, the official Java SDK's stateless servlet: any node answers any message): the
 * origin check, the request guard, one tool class per feature (a CDI bean the endpoint finds, so a new tool needs no
 * list), each tool calling the lookup its REST endpoint calls, the paging of their lists, and the records as
 * resources by URI with completions for their codes. Uses api, web.geocode, web.health and web.openapi.
 */
package dev.geolookup.web.mcp;
