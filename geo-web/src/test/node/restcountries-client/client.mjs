// Calls every function of the npm client @yusifaliyevpro/countries 2.x, which hard-codes
// https://restcountries.com/v3.1, against the service given as the argument: its requests are sent there instead,
// as a user would after pointing the client at another address. Prints one JSON report on stdout: each call's
// answer as the client returns it (lists as their cca3 codes, one record whole), and every URL it asked.
import * as countries from "@yusifaliyevpro/countries";

const service = process.argv[2].replace(/\/$/, "");
const asked = [];
const realFetch = globalThis.fetch;
globalThis.fetch = (url, options) => {
  const redirected = String(url).replace("https://restcountries.com", service);
  asked.push(redirected.substring(service.length));
  return realFetch(redirected, options);
};

const codes = (list) => (list === null ? null : list.map((country) => country.cca3 ?? null));
const report = {
  all: codes(await countries.getCountries({ fields: ["cca3", "name", "area"] })),
  independent: codes(await countries.getCountries({ independent: true, fields: ["cca3"] })),
  dependent: codes(await countries.getCountries({ independent: false, fields: ["cca3"] })),
  byCodes: codes(await countries.getCountriesByCodes({ codes: ["USA", "FRA", "JPN"], fields: ["cca3", "flags"] })),
  byCurrency: codes(await countries.getCountriesByCurrency({ currency: "EUR", fields: ["cca3"] })),
  byLang: codes(await countries.getCountriesByLang({ lang: "Spanish" })),
  byName: codes(await countries.getCountriesByName({ name: "Germany", fullText: true })),
  byNamePart: codes(await countries.getCountriesByName({ name: "guinea", fields: ["cca3", "name"] })),
  byRegion: codes(await countries.getCountriesByRegion({ region: "Oceania", fields: ["cca3"] })),
  bySubregion: codes(await countries.getCountriesBySubregion({ subregion: "Western Europe" })),
  byCapital: (await countries.getCountryByCapital({ capital: "Berlin", fields: ["cca3"] }))?.cca3 ?? null,
  byCode: await countries.getCountryByCode({ code: "DEU" }),
  byCodeFields: await countries.getCountryByCode({ code: "jp", fields: ["cca3", "capital"] }),
  byDemonym: (await countries.getCountryByDemonym({ demonym: "Peruvian" }))?.cca3 ?? null,
  byTranslation: (await countries.getCountryByTranslation({ translation: "Alemania", fields: ["cca3"] }))?.cca3 ?? null,
  asked,
};
console.log(JSON.stringify(report));
