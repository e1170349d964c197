// Connects over Streamable HTTP, lists the tools and calls each of them, pages a search, reads a resource by a
// template's URI and asks for a completion; prints one JSON report on stdout. The SDK checks every structured answer
// against the output schema the tool listed and throws where one does not keep to it.
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

// One call per tool, with answers that exercise the optional and nullable parts of the records.
const calls = [
  ["get_country", { code: "de", full: true }],
  ["search_countries", { region: "europe" }],
  ["distance", { from: 2950159, to: 2988507 }],
  ["geolocate_ip", { ips: ["8.8.8.8", "not an address", "10.0.0.1"] }],
  ["ip_data_source", {}],
  ["lookup_asn", { asn: "AS13335" }],
  ["search_cities", { q: "Wien", lang: "de", near: { lat: 48.2, lng: 16.37 } }],
  ["get_city", { geonameId: 2761369, lang: "ja" }],
  ["nearest_cities", { lat: 48.2, lng: 16.37, limit: 3 }],
  ["search_places", { q: "москва", limit: 5 }],
  ["get_place", { geonameId: 2988507 }],
  ["nearest_places", { lat: 0, lng: -30, limit: 3 }],
  ["lookup_postal_code", { code: "10115" }],
  ["nearest_postal_codes", { lat: 52.53, lng: 13.38, limit: 3 }],
  ["reverse_geocode", { lat: 0, lng: -30 }],
  ["time_at_point", { lat: 28.61, lng: 77.21, at: "2026-07-01T12:00:00Z" }],
  ["geocode_list", { names: ["München", "Springfield", "Qqqxzzqj", "Berlin"], countries: ["", "US", "", "Narnia"] }],
  ["list_subdivisions", { country: "DE", lang: "de" }],
  ["place_hierarchy", { geonameId: 2950159, city: true, lang: "de" }],
];
const conforming = [];
for (const [name, args] of calls) {
  try {
    const result = await client.callTool({ name, arguments: args });
    conforming.push({ name, isError: result.isError === true, structured: result.structuredContent ?? null });
  } catch (error) {
    conforming.push({ name, failure: String(error.message ?? error) });
  }
}

const page = await client.callTool({ name: "search_cities", arguments: { q: "san", limit: 5 } });
const nextPage = await client.callTool({ name: "search_cities", arguments: { q: "san", limit: 5,
  offset: page.structuredContent?.nextOffset } });
const { resourceTemplates } = await client.listResourceTemplates();
const france = await client.readResource({ uri: "geo://countries/FR" });
const completion = await client.complete({ ref: { type: "ref/resource", uri: "geo://countries/{code}" },
  argument: { name: "code", value: "F" } });

console.log(JSON.stringify({
  page: { first: page.structuredContent, next: nextPage.structuredContent,
    links: page.content.filter((item) => item.type === "resource_link").map((item) => item.uri) },
  templates: resourceTemplates.map((template) => template.uriTemplate),
  franceResource: JSON.parse(france.contents[0].text),
  completion: completion.completion,
  server: client.getServerVersion(),
  tools: tools.map((tool) => ({ name: tool.name, readOnly: tool.annotations?.readOnlyHint })),
  country: country.structuredContent,
  distanceKm: distance.structuredContent?.distanceKm,
  refused: { isError: refused.isError, text: refused.content?.[0]?.text },
  calls: conforming,
}));
await transport.terminateSession();
await client.close();
