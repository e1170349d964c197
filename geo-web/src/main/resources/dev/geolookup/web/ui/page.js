"use strict";
// The page calls the public API as any client would; every value is set as text, never as HTML.

const search = document.getElementById("search");
const searchKind = document.getElementById("search-kind");
const searchStatus = document.getElementById("search-status");
const searchTable = document.getElementById("search-results");
let searchTimer;
let searchSequence = 0;

async function apiGet(path) {
  const response = await fetch(path, { headers: { Accept: "application/json" } });
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

async function runSearch() {
  const query = search.value.trim();
  const sequence = ++searchSequence;
  const body = searchTable.tBodies[0];
  if (query === "") {
    body.replaceChildren();
    searchTable.hidden = true;
    searchStatus.textContent = "";
    return;
  }
  searchStatus.textContent = "Searching…";
  try {
    const results = await apiGet(`/${searchKind.value}?q=${encodeURIComponent(query)}&limit=20`);
    if (sequence !== searchSequence) return; // a newer query is on its way
    body.replaceChildren();
    for (const feature of results) {
      const row = body.insertRow();
      cell(row, feature.name);
      cell(row, feature.countryCode ?? "");
      cell(row, feature.latitude.toFixed(5), true);
      cell(row, feature.longitude.toFixed(5), true);
      cell(row, feature.population.toLocaleString("en"), true);
    }
    searchTable.hidden = results.length === 0;
    searchStatus.textContent = results.length === 0 ? "Nothing found." : `${results.length} shown, most populous first.`;
  } catch (error) {
    if (sequence !== searchSequence) return;
    searchTable.hidden = true;
    searchStatus.textContent = error.message;
  }
}

function scheduleSearch() {
  clearTimeout(searchTimer);
  searchTimer = setTimeout(runSearch, 150);
}

search.addEventListener("input", scheduleSearch);
searchKind.addEventListener("change", scheduleSearch);

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
    countryResult.replaceChildren();
    for (const [label, value] of countryFields) {
      const dt = document.createElement("dt");
      dt.textContent = label;
      const dd = document.createElement("dd");
      dd.textContent = value(country) ?? "";
      countryResult.append(dt, dd);
    }
    countryResult.hidden = false;
    countryStatus.textContent = "";
  } catch (error) {
    countryStatus.textContent = error.message;
  }
});
