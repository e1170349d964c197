// Calls every JSON service of node-geonames-client 0.0.2 (its endpoint set to the service's /geonames) and every
// kind of query of zippopotamus 0.2.1 (ZIPPOPOTAMUS_API_URL set to the service's /zippopotam), as their READMEs show.
// Prints one JSON report on stdout: each call's answer as the client returns it, or the error it gave.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const service = process.argv[2].replace(/\/$/, "");
process.env.ZIPPOPOTAMUS_API_URL = service + "/zippopotam";
const geonames = require("node-geonames-client")({ endpoint: service + "/geonames", username: "demo" });
const zippopotamus = require("zippopotamus");

const call = (method, options) => new Promise((resolve) => {
  const done = (error, answer) => resolve(error ? { error: String(error) } : answer);
  if (options === undefined) {
    geonames[method](done);
  } else {
    geonames[method](options, done);
  }
});
const zip = async (query) => {
  try {
    return await zippopotamus.query(query);
  } catch (error) {
    return { error: String(error) };
  }
};

const report = {
  findNearbyPostalCodesByGpsCoordinates: await call("findNearbyPostalCodesByGpsCoordinates",
    { lat: 52.53, lng: 13.38, maxRows: 3 }),
  findNearbyPostalCodesByPostCode: await call("findNearbyPostalCodesByPostCode",
    { postalCode: "10115", countryCode: "DE", maxRows: 3 }),
  postalCodeLookup: await call("postalCodeLookup", { postalCode: "90210", countryCode: "US", maxRows: 5 }),
  postalCodeCountryInfo: await call("postalCodeCountryInfo"),
  findNearbyPlaceName: await call("findNearbyPlaceName", { lat: 48.8566, lng: 2.3522, style: "FULL" }),
  findNearby: await call("findNearby", { lat: 48.8566, lng: 2.3522, featureClass: "P", maxRows: 2 }),
  getFeatureByGeoId: await call("getFeatureByGeoId", { geonameId: 2950159 }),
  getCountryInfoByCountryCode: await call("getCountryInfoByCountryCode", { countryCode: "DE" }),
  getCountryCodeByLatLong: await call("getCountryCodeByLatLong", { lat: 47.03, lng: 10.2 }),
  getCountrySubdevisionByLatLong: await call("getCountrySubdevisionByLatLong", { lat: 34.05, lng: -118.25 }),
  getTimeZoneByLatLong: await call("getTimeZoneByLatLong", { lat: 35.68, lng: 139.69 }),
  zipByCode: await zip({ country: "us", code: "90210" }),
  zipByPlace: await zip({ country: "us", state: "ca", city: "beverly hills" }),
  zipUnknown: await zip({ country: "de", code: "00000" }),
};
console.log(JSON.stringify(report));
