/**
 * The MCP endpoint (Streamable HTTP, the official Java SDK's servlet): the origin check, the request guard, and one
 * tool class per feature (a CDI bean the endpoint finds, so a new tool needs no list), each tool calling the lookup
 * its REST endpoint calls. Uses api, web.geocode,
 * web.health and web.openapi.
 */
package dev.geolookup.web.mcp;
