// Compares the service's time zone of each point (lines "lat,lng,zone" on stdin's file) with geo-tz's unsimplified
// boundaries (its full "all" set, the one the bundled file was built from): the share of points with the same zone
// id, and with the same UTC offset on 15 January and 15 July 2026 at noon UTC. Prints one line per figure.
import { readFileSync } from "node:fs";
import { find } from "geo-tz/all";

const instants = { January: new Date(Date.UTC(2026, 0, 15, 12)), July: new Date(Date.UTC(2026, 6, 15, 12)) };

function offsetMinutes(zone, instant) {
  if (!zone) return null;
  const name = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
    .formatToParts(instant).find((part) => part.type === "timeZoneName").value;
  const match = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(name);
  return match[1] ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

const lines = readFileSync(process.argv[2], "utf8").trim().split("\n");
let sameZone = 0, sameZoneAnyOfOverlap = 0, onLand = 0, sameZoneOnLand = 0;
const sameOffset = { January: 0, July: 0 };
const sameOffsetOnLand = { January: 0, July: 0 };
const disagreements = new Map();
for (const line of lines) {
  const [lat, lng, ours] = line.split(",");
  const reference = find(Number(lat), Number(lng));
  // geo-tz answers Etc/GMT±N where its polygons end: the points it puts in a zone of its own are on land (or in
  // waters its polygons cover).
  const land = !reference[0].startsWith("Etc/");
  if (land) onLand++;
  if (reference[0] === ours) sameZone++;
  if (land && reference[0] === ours) sameZoneOnLand++;
  if (reference.includes(ours)) sameZoneAnyOfOverlap++;
  else disagreements.set(`${ours || "(none)"} / ${reference.join("|")}`,
    (disagreements.get(`${ours || "(none)"} / ${reference.join("|")}`) || 0) + 1);
  for (const [month, instant] of Object.entries(instants)) {
    if (offsetMinutes(ours, instant) === offsetMinutes(reference[0], instant)) {
      sameOffset[month]++;
      if (land) sameOffsetOnLand[month]++;
    }
  }
}
const percent = (n, of = lines.length) => (100 * n / of).toFixed(2) + "%";
console.log(`- ${lines.length} random points in some country's boundary (60° S to 84° N, uniform on the sphere)`);
console.log(`- same zone id as geo-tz 8.1.9 (all zones, unsimplified): ${percent(sameZone)}; `
  + `where geo-tz gives several (overlaps), one of them: ${percent(sameZoneAnyOfOverlap)}`);
console.log(`- same UTC offset on 2026-01-15: ${percent(sameOffset.January)}; on 2026-07-15: ${percent(sameOffset.July)}`);
console.log(`- of the ${onLand} points geo-tz puts in a zone of its own (land): same zone id ${percent(sameZoneOnLand, onLand)}, `
  + `same offset on 2026-01-15 ${percent(sameOffsetOnLand.January, onLand)}, on 2026-07-15 ${percent(sameOffsetOnLand.July, onLand)}`);
const top = [...disagreements.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8)
  .map(([pair, count]) => `${pair} (${count})`).join(", ");
console.log(`- most frequent disagreements (ours / geo-tz): ${top || "none"}`);
