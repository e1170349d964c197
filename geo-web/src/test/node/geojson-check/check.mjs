// Usage: node check.mjs <folder>. Validates every .geojson file of the folder as RFC 7946 GeoJSON and prints one
// JSON line: {file name: [issue messages]}, an empty list for a valid file.
import { getIssues } from "@placemarkio/check-geojson";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const [folder] = process.argv.slice(2);
const report = {};
for (const name of readdirSync(folder).filter(name => name.endsWith(".geojson")).sort()) {
  report[name] = getIssues(readFileSync(join(folder, name), "utf8")).map(issue => issue.message);
}
console.log(JSON.stringify(report));
