// Connects over Streamable HTTP, lists the tools and calls three of them; prints one JSON report on stdout.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const endpoint = new URL(process.argv[2]);
const client = new Client({ name: "geo-lookup-ts-test", version: "1.0.0" });
const transport = new StreamableHTTPClientTransport(endpoint);
await client.connect(transport);

const { tools } = await client.listTools();
const country = await client.callTool({ name: "get_country", arguments: { code: "fr", fields: ["name", "capital"] } });
const distance = await client.callTool({ name: "distance", arguments: { lat1: 0, lng1: 0, lat2: 0, lng2: 90 } });
const refused = await client.callTool({ name: "search_cities", arguments: { limit: 0 } });

console.log(JSON.stringify({
  server: client.getServerVersion(),
  tools: tools.map((tool) => ({ name: tool.name, readOnly: tool.annotations?.readOnlyHint })),
  country: country.structuredContent,
  distanceKm: distance.structuredContent?.distanceKm,
  refused: { isError: refused.isError, text: refused.content?.[0]?.text },
}));
await transport.terminateSession();
await client.close();
