// How many cities a reader finds by the name their language gives them: for each language, up to 150 cities of
// the bundled cities15000 with a name in it (the bundled alternate-names file), each searched with that name at
// /cities?q=...&limit=3; a hit is the city among the three. Also whether lang=xx answers that name.
// Usage: node bench/names-reach.mjs [base URL, default http://localhost:8080]. Prints a Markdown table.
import { readFileSync } from "node:fs";
import { gunzipSync, inflateRawSync } from "node:zlib";

const base = process.argv[2] ?? "http://localhost:8080";
const root = new URL("..", import.meta.url).pathname;
const datasets = `${root}geo-batch/src/main/resources/datasets`;

/**
 * The first file of a zip archive, deflated (GeoNames' cities15000.zip). Its local header may leave the sizes to a
 * descriptor after the data, so the deflate stream is read to its own end.
 */
function firstZipEntry(path) {
  const zip = readFileSync(path);
  const start = 30 + zip.readUInt16LE(26) + zip.readUInt16LE(28);
  return inflateRawSync(zip.subarray(start)).toString("utf8");
}

const cities = new Set(firstZipEntry(`${datasets}/geonames/cities15000.zip`).split("\n")
  .filter(line => line).map(line => line.split("\t")[0]));
const byLanguage = new Map();
for (const line of gunzipSync(readFileSync(`${datasets}/names/alternate-names.txt.gz`)).toString("utf8").split("\n")) {
  const [, id, language, name, preferred] = line.split("\t");
  if (!name || preferred !== "1" || !cities.has(id)) continue;
  if (!byLanguage.has(language)) byLanguage.set(language, []);
  byLanguage.get(language).push({ id: Number(id), name });
}

const languages = ["ar", "de", "el", "es", "fa", "fr", "he", "hi", "it", "ja", "ko", "nl", "pl", "pt", "ru", "th",
  "tr", "uk", "vi", "zh"];
console.log("| language | names | found in top 3 | lang answers that name |");
console.log("|---|---|---|---|");
let total = 0, found = 0, answered = 0;
for (const language of languages) {
  const names = (byLanguage.get(language) ?? []).filter((_, i, all) => i % Math.ceil(all.length / 150) === 0);
  let hits = 0, localized = 0;
  for (const { id, name } of names) {
    const answer = await (await fetch(`${base}/cities?q=${encodeURIComponent(name)}&limit=3`)).json();
    if (answer.some(city => city.geonameId === id)) hits++;
    const record = await (await fetch(`${base}/cities/${id}?lang=${language}`)).json();
    if (record.name === name) localized++;
  }
  total += names.length; found += hits; answered += localized;
  console.log(`| ${language} | ${names.length} | ${(100 * hits / names.length).toFixed(1)}% | ${(100 * localized / names.length).toFixed(1)}% |`);
}
console.log(`| all | ${total} | ${(100 * found / total).toFixed(1)}% | ${(100 * answered / total).toFixed(1)}% |`);
