// Calls node-geocoder 4.4.1's openstreetmap provider (Nominatim), its osmServer set to the service's /nominatim and
// nothing else changed: geocode, a structured geocode, reverse and a query that finds nothing, as its README shows.
// Prints one JSON report on stdout: each call's answer as the client returns it, or the error it gave.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const service = process.argv[2].replace(/\/$/, "");
const geocoder = require("node-geocoder")({ provider: "openstreetmap", osmServer: service + "/nominatim" });

const attempt = async (call) => {
  try {
    return await call();
  } catch (error) {
    return { error: String(error) };
  }
};

const report = {
  geocode: await attempt(() => geocoder.geocode("Paris, Texas")),
  geocodeStructured: await attempt(() => geocoder.geocode({ city: "Springfield", state: "Illinois",
    country: "USA" })),
  geocodeNothing: await attempt(() => geocoder.geocode("Qqqxzzqjxx")),
  reverse: await attempt(() => geocoder.reverse({ lat: 48.8566, lon: 2.3522 })),
};
console.log(JSON.stringify(report));
