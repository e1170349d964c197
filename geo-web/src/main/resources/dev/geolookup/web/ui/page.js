"use strict";
// The page calls the public API as any client would; every value is set as text, never as HTML.
// Lists of places come as GeoJSON, which the map draws as it is and the table reads the properties of.

const GEO_JSON = "application/geo+json";
const search = document.getElementById("search");
const searchKind = document.getElementById("search-kind");
const searchStatus = document.getElementById("search-status");
const searchTable = document.getElementById("search-results");
const nearPointButton = document.getElementById("near-point");
const inViewOnly = document.getElementById("in-view");
let searchTimer;
let searchSequence = 0;
let markedPoint = null;

/** The reader's language as the API takes it (de, pt-BR), from the browser's; empty when it is of another form. */
const readerLanguage = (() => {
  const match = /^([a-z]{2})(?:-([a-z]{2}))?(?:-|$)/i.exec(navigator.language ?? "");
  if (!match) return "";
  return match[2] ? `${match[1]}-${match[2]}` : match[1];
})();
const langParameter = readerLanguage ? `&lang=${encodeURIComponent(readerLanguage)}` : "";

async function apiGet(path, accept = "application/json") {
  const response = await fetch(path, { headers: { Accept: accept } });
  const text = await response.text();
  if (!response.ok) {
    let reason = text;
    try { reason = JSON.parse(text); } catch (notJson) { /* the body is the reason as it is */ }
    throw new Error(reason);
  }
  return JSON.parse(text);
}

function cell(row, text, numeric) {
  const td = row.insertCell();
  td.textContent = text;
  if (numeric) td.className = "number";
}

function distance(km) {
  return km < 10 ? `${km.toFixed(1)} km` : `${Math.round(km).toLocaleString("en")} km`;
}

function label(record) {
  const where = record.countryCode ? `, ${record.countryCode}` : "";
  return record.distanceKm == null ? `${record.name}${where}` : `${record.name}${where} (${distance(record.distanceKm)})`;
}

function chooseRow(row) {
  for (const other of searchTable.tBodies[0].rows) other.removeAttribute("aria-selected");
  row.setAttribute("aria-selected", "true");
  row.focus();
  geoMap.choose(row.sectionRowIndex);
}

/** Shows a GeoJSON answer in the table and on the map; sequence guards against an older answer arriving last. */
function showResults(collection, summary, keepView = false) {
  const body = searchTable.tBodies[0];
  body.replaceChildren();
  for (const feature of collection.features) {
    const place = feature.properties;
    const row = body.insertRow();
    row.tabIndex = -1;
    // A place found through another of its names shows that name too: "Vienna (Wien)".
    cell(row, place.matchedName && place.matchedName !== place.name ? `${place.name} (${place.matchedName})` : place.name);
    cell(row, place.countryCode ?? "");
    cell(row, place.latitude.toFixed(5), true);
    cell(row, place.longitude.toFixed(5), true);
    cell(row, place.population.toLocaleString("en"), true);
    row.addEventListener("click", () => chooseRow(row));
  }
  geoMap.setResults(collection, label, keepView);
  const count = collection.features.length;
  searchTable.hidden = count === 0;
  // Where nothing lies in what followed a comma ("Seattle, Canada"), the places of the name alone came: say so.
  const unmatched = count === 0 ? undefined : collection.features[0].properties.unmatchedQualifiers;
  const partly = unmatched ? ` Nothing of that name lies in ${unmatched.join(", ")}: shown without it.` : "";
  searchStatus.textContent = count === 0 ? "Nothing found." : `${count} shown, ${summary}.${partly}`;
}

async function runList(path, summary, keepView = false) {
  const sequence = ++searchSequence;
  searchStatus.textContent = "Searching…";
  try {
    const collection = await apiGet(path, GEO_JSON);
    if (sequence !== searchSequence) return; // a newer query is on its way
    showResults(collection, summary, keepView);
  } catch (error) {
    if (sequence !== searchSequence) return;
    searchTable.hidden = true;
    searchStatus.textContent = error.message;
  }
}

function runSearch() {
  const query = search.value.trim();
  if (query === "") {
    ++searchSequence;
    showResults({ type: "FeatureCollection", features: [] }, "");
    searchStatus.textContent = "";
    return;
  }
  // Where the reader is looking counts: the map's centre is the focus once it shows a region, and the search can
  // be kept to the visible map.
  const view = geoMap.view();
  const focus = view.focus ? `&lat=${view.focus.lat.toFixed(5)}&lng=${view.focus.lng.toFixed(5)}` : "";
  const area = inViewOnly.checked ? `&bbox=${view.bbox}` : "";
  const order = inViewOnly.checked ? "best matches in the visible map first"
    : view.focus ? "best matches near the map's centre first" : "best matches first";
  runList(`/${searchKind.value}?q=${encodeURIComponent(query)}&limit=20&fuzzy=true${focus}${area}${langParameter}`,
    order, inViewOnly.checked);
}

function scheduleSearch() {
  clearTimeout(searchTimer);
  searchTimer = setTimeout(runSearch, 150);
}

function citiesNear(latlng) {
  const { lat, lng } = latlng;
  return runList(`/cities/near?lat=${lat.toFixed(5)}&lng=${lng.toFixed(5)}&limit=10${langParameter}`,
    "nearest first");
}

search.addEventListener("input", scheduleSearch);
searchKind.addEventListener("change", scheduleSearch);
inViewOnly.addEventListener("change", scheduleSearch);
search.addEventListener("keydown", event => {
  const first = searchTable.tBodies[0].rows[0];
  if (event.key === "ArrowDown" && first && !searchTable.hidden) {
    event.preventDefault();
    chooseRow(first);
  }
});
searchTable.addEventListener("keydown", event => {
  const row = event.target.closest("tr");
  if (!row) return;
  const rows = searchTable.tBodies[0].rows;
  const moves = { ArrowDown: 1, ArrowUp: -1 };
  if (event.key in moves) {
    event.preventDefault();
    const next = row.sectionRowIndex + moves[event.key];
    if (next < 0) search.focus();
    else if (next < rows.length) chooseRow(rows[next]);
  } else if (event.key === "Enter") {
    chooseRow(row);
  } else if (event.key === "Escape") {
    search.focus();
  }
});

document.getElementById("near-me").addEventListener("click", () => {
  if (!navigator.geolocation) {
    searchStatus.textContent = "This browser cannot tell where you are.";
    return;
  }
  searchStatus.textContent = "Asking the browser where you are…";
  navigator.geolocation.getCurrentPosition(
    position => citiesNear({ lat: position.coords.latitude, lng: position.coords.longitude }),
    failure => { searchStatus.textContent = `Your position is not available: ${failure.message}`; },
    { timeout: 10000 });
});
nearPointButton.addEventListener("click", () => { if (markedPoint) citiesNear(markedPoint); });

const pointStatus = document.getElementById("point-status");
const pointResult = document.getElementById("point-result");
let pointSequence = 0;

function localTime(timezone) {
  try {
    return new Intl.DateTimeFormat("en-GB", { timeZone: timezone, hour: "2-digit", minute: "2-digit",
                                              weekday: "short" }).format(new Date());
  } catch (unknownZone) {
    return "";
  }
}

function nearest(record) {
  if (!record) return "none within reach";
  const name = record.name ?? [record.postalCode, record.placeName].filter(Boolean).join(" ");
  return `${name} (${distance(record.distanceKm)})`;
}

function describe(list, fields) {
  list.replaceChildren();
  for (const [term, value] of fields) {
    const dt = document.createElement("dt");
    dt.textContent = term;
    const dd = document.createElement("dd");
    dd.textContent = value ?? "";
    list.append(dt, dd);
  }
  list.hidden = false;
}

geoMap.onPointChosen(async latlng => {
  const sequence = ++pointSequence;
  markedPoint = latlng;
  nearPointButton.disabled = false;
  geoMap.markPoint(latlng);
  pointStatus.textContent = "Looking…";
  try {
    const here = await apiGet(`/reverse?lat=${latlng.lat.toFixed(5)}&lng=${latlng.lng.toFixed(5)}${langParameter}`);
    if (sequence !== pointSequence) return;
    const admin1 = here.admin1 ? [here.admin1.name, here.admin1.isoCode && `(${here.admin1.isoCode})`]
      .filter(Boolean).join(" ") : null;
    const region = [admin1, here.admin2?.name].filter(Boolean).join(", ");
    describe(pointResult, [
      ["Point", `${here.latitude.toFixed(4)}, ${here.longitude.toFixed(4)}`],
      ["Country", here.country ? `${here.country.flag ?? ""} ${here.country.name}`.trim() : "Open sea"],
      ["Region", region || "—"],
      ["Time zone", `${here.timezone} (UTC${here.utcOffset}), now ${localTime(here.timezone)}`],
      ["Nearest place", nearest(here.nearestPlace)],
      ["Nearest city", nearest(here.nearestCity)],
      ["Nearest postal code", nearest(here.nearestPostalCode)],
    ]);
    pointStatus.textContent = "";
  } catch (error) {
    if (sequence !== pointSequence) return;
    pointResult.hidden = true;
    pointStatus.textContent = error.message;
  }
});

const countryInput = document.getElementById("country");
const countryStatus = document.getElementById("country-status");
const countryResult = document.getElementById("country-result");
const countryFields = [
  ["Name", c => c.name], ["Capital", c => c.capital], ["Region", c => [c.region, c.subregion].filter(Boolean).join(", ")],
  ["Population", c => c.population?.toLocaleString("en")], ["Area", c => c.area == null ? "" : `${c.area.toLocaleString("en")} km²`],
  ["Codes", c => [c.alpha2Code, c.alpha3Code, c.numericCode].filter(Boolean).join(" · ")],
  ["Currencies", c => (c.currencies ?? []).map(x => `${x.name} (${x.code})`).join(", ")],
  ["Languages", c => (c.languages ?? []).map(x => x.name).join(", ")],
  ["Flag", c => c.flag],
];

document.getElementById("country-form").addEventListener("submit", async event => {
  event.preventDefault();
  const query = countryInput.value.trim();
  if (query === "") return;
  countryStatus.textContent = "Looking up…";
  countryResult.hidden = true;
  try {
    const isCode = /^[A-Za-z]{2,3}$/.test(query);
    let country;
    try {
      country = isCode ? await apiGet(`/alpha/${encodeURIComponent(query)}`) : null;
    } catch (notACode) {
      country = null;
    }
    if (country === null) {
      const byName = await apiGet(`/name/${encodeURIComponent(query)}`);
      country = byName[0];
    }
    describe(countryResult, countryFields.map(([term, value]) => [term, value(country)]));
    countryStatus.textContent = "";
    geoMap.outlineCountry(country.numericCode, country.latlng?.length === 2 ? country.latlng : null);
    listSubdivisions(country.alpha2Code);
  } catch (error) {
    countryStatus.textContent = error.message;
  }
});

const subdivisionBox = document.getElementById("subdivisions");
const subdivisionList = document.getElementById("subdivision-list");
const subdivisionStatus = document.getElementById("subdivision-status");
const subdivisionResult = document.getElementById("subdivision-result");
let subdivisionSequence = 0;

/** The country's first-level subdivisions as buttons, in the order the API gives (by the name shown). */
async function listSubdivisions(countryCode) {
  const sequence = ++subdivisionSequence;
  subdivisionList.replaceChildren();
  subdivisionResult.hidden = true;
  subdivisionStatus.textContent = "";
  subdivisionBox.hidden = true;
  if (!countryCode) return;
  try {
    const divisions = await apiGet(`/subdivisions?country=${encodeURIComponent(countryCode)}${langParameter}`);
    if (sequence !== subdivisionSequence) return;
    for (const division of divisions) {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = division.name ?? division.code;
      button.title = division.isoCode ?? division.code;
      button.dataset.code = division.code;
      button.setAttribute("aria-pressed", "false");
      button.addEventListener("click", () => showSubdivision(division.code, button));
      const item = document.createElement("li");
      item.append(button);
      subdivisionList.append(item);
    }
    subdivisionStatus.textContent = divisions.length === 0 ? "No subdivisions known." : "";
    subdivisionBox.hidden = false;
  } catch (error) {
    if (sequence !== subdivisionSequence) return;
    subdivisionStatus.textContent = error.message;
    subdivisionBox.hidden = false;
  }
}

/** One subdivision: its outline on the map, its record and its largest cities. */
async function showSubdivision(code, button) {
  const sequence = ++subdivisionSequence;
  subdivisionList.querySelectorAll("button").forEach(other => other.setAttribute("aria-pressed", String(other === button)));
  subdivisionStatus.textContent = "Looking up…";
  try {
    const [feature, cities] = await Promise.all([
      apiGet(`/subdivisions/${encodeURIComponent(code)}?${langParameter.slice(1)}`, GEO_JSON),
      apiGet(`/cities?country=${code.slice(0, 2)}&admin1=${encodeURIComponent(code.slice(3))}&rank=population&limit=5${langParameter}`),
    ]);
    if (sequence !== subdivisionSequence) return;
    const division = feature.properties;
    describe(subdivisionResult, [
      ["Name", division.name],
      ["Codes", [division.isoCode, division.code].filter(Boolean).join(" · ")],
      ["Type", division.type ?? "—"],
      ["Time zone", division.timezone ?? "—"],
      ["Largest cities", cities.map(city => city.name).join(", ") || "—"],
    ]);
    subdivisionStatus.textContent = "";
    geoMap.outlineSubdivision(feature);
  } catch (error) {
    if (sequence !== subdivisionSequence) return;
    subdivisionStatus.textContent = error.message;
  }
}

const ipInput = document.getElementById("ip");
const ipStatus = document.getElementById("ip-status");
const ipResult = document.getElementById("ip-result");
let ipSequence = 0;

async function locateAddress(path) {
  const sequence = ++ipSequence;
  ipStatus.textContent = "Locating…";
  ipResult.hidden = true;
  try {
    const found = await apiGet(`${path}?fields=name,flag`);
    if (sequence !== ipSequence) return;
    const located = found.latitude != null && found.longitude != null;
    const network = found.network;
    describe(ipResult, [
      ["Address", found.ip],
      ["Country", found.country ? `${found.country.flag ?? ""} ${found.country.name}`.trim() : found.countryCode],
      ["City", [found.city, found.postalCode].filter(Boolean).join(" ") || "—"],
      ["Region", found.region ? [found.region.name, found.region.code].filter(Boolean).join(" · ") : "—"],
      ["Approximate point", located ? `${found.latitude.toFixed(4)}, ${found.longitude.toFixed(4)}` : "—"],
      ["Time zone", found.timezone ? `${found.timezone} (UTC${found.utcOffset}), now ${localTime(found.timezone)}` : "—"],
      ["Nearest city", found.nearestCity ? nearest(found.nearestCity) : "—"],
      ["Network", network ? [`AS${network.asn}`, network.organization, network.range].filter(Boolean).join(" · ") : "—"],
    ]);
    ipStatus.textContent = "";
    if (located) {
      const point = { lat: found.latitude, lng: found.longitude };
      geoMap.markPoint(point);
      geoMap.map.setView(point, Math.max(geoMap.map.getZoom(), 6));
    }
  } catch (error) {
    if (sequence !== ipSequence) return;
    ipStatus.textContent = error.message;
  }
}

document.getElementById("ip-form").addEventListener("submit", event => {
  event.preventDefault();
  const address = ipInput.value.trim();
  if (address !== "") locateAddress(`/ip/${encodeURIComponent(address)}`);
});
document.getElementById("my-ip").addEventListener("click", () => locateAddress("/ip"));
