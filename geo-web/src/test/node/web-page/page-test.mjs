// Usage: node page-test.mjs <base URL> <screenshot folder>. Prints one JSON line with what the page showed.
import { chromium } from "playwright-core";

const [base, screenshots] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync"],
});
const report = { failedRequests: [], foreignRequests: [] };

/** A page that records failed requests, script errors and any request leaving the service's own host. */
async function openPage(viewport) {
  // A reader whose browser asks for Russian: the page asks the API for names in it.
  const page = await browser.newPage({ viewport, locale: "ru-RU" });
  page.on("response", response => { if (response.status() >= 400) report.failedRequests.push(response.url()); });
  page.on("pageerror", error => report.failedRequests.push(`script error: ${error.message}`));
  page.on("request", request => {
    if (new URL(request.url()).host !== new URL(base).host) report.foreignRequests.push(request.url());
  });
  await page.goto(base);
  await page.locator("#map[data-ready='true']").waitFor();
  return page;
}

// Waits for the answer to the search an action starts, and for the page to show it.
async function search(page, path, action) {
  const answer = page.waitForResponse(response => response.url().includes(path));
  await action();
  const response = await answer;
  await page.waitForFunction(() => /shown|Nothing/.test(document.getElementById("search-status").textContent));
  return response;
}

const shownRows = page => page.locator("#search-results tbody tr").evaluateAll(rows =>
  rows.map(row => Array.from(row.cells, cell => cell.textContent)));

/** The terms and values of a definition list of the page, once it is shown. */
async function shownTerms(page, selector) {
  await page.locator(selector).waitFor();
  return page.locator(selector).evaluate(list => {
    const fields = {};
    for (const term of list.querySelectorAll("dt")) fields[term.textContent] = term.nextElementSibling.textContent;
    return fields;
  });
}

/** Clicks the map where a point is drawn now, as a person would. */
async function clickMapAt(page, lat, lng) {
  const box = await page.locator("#map").boundingBox();
  const pixel = await page.evaluate(([lat, lng]) => geoMap.map.latLngToContainerPoint([lat, lng]), [lat, lng]);
  const answer = page.waitForResponse(response => response.url().includes("/reverse?"));
  await page.mouse.click(box.x + pixel.x, box.y + pixel.y);
  await answer;
  return shownTerms(page, "#point-result");
}

/** What the map shows: markers drawn in its marker pane, the outlined country, the chosen marker's tooltip. */
const mapState = page => page.evaluate(() => ({
  resultMarkers: geoMap.resultCount(),
  drawnMarkers: document.querySelectorAll("#map path.result-marker").length,
  pointMarkers: document.querySelectorAll("#map path.point-marker").length,
  outlinedCountry: geoMap.outlinedCode(),
  tooltips: Array.from(document.querySelectorAll(".leaflet-tooltip"), tip => tip.textContent),
  countryShapes: document.querySelectorAll("#map path:not(.result-marker):not(.point-marker)").length,
}));

/** The map flow at one screen size: a click in France, then "berlin" found, chosen with the keyboard, marked. */
async function mapFlow(viewport, name) {
  const page = await openPage(viewport);
  const flow = {};
  flow.before = await mapState(page);
  flow.france = await clickMapAt(page, 46.6, 2.4);
  await page.screenshot({ path: `${screenshots}/${name}-point.png` });
  const berlin = await search(page, "/cities?q=berlin&", async () => {
    await page.locator("#search-kind").selectOption("cities");
    await page.locator("#search").fill("berlin");
  });
  flow.berlinUrl = berlin.url();
  flow.berlinContentType = berlin.headers()["content-type"];
  flow.berlinCollection = await berlin.json();
  flow.berlinRows = await shownRows(page);
  await page.locator("#search").press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");
  const [lng, lat] = flow.berlinCollection.features[0].geometry.coordinates;
  await page.waitForFunction(([lat, lng]) => {
    const centre = geoMap.map.getCenter();
    return Math.abs(centre.lat - lat) < 0.01 && Math.abs(centre.lng - lng) < 0.01;
  }, [lat, lng]);
  flow.selectedRow = await page.locator("#search-results tbody tr[aria-selected='true']").evaluate(row => ({
    index: row.sectionRowIndex, focused: row === document.activeElement }));
  flow.afterSearch = await mapState(page);
  await page.screenshot({ path: `${screenshots}/${name}-search.png` });

  // Looking at Texas: kept to the visible map, then preferring what is near its centre.
  await page.evaluate(() => geoMap.map.setView([32.78, -96.8], 6, { animate: false }));
  await search(page, "/cities?q=berlin&", () => page.locator("#in-view").check());
  const inView = await search(page, "/cities?q=paris&", () => page.locator("#search").fill("paris"));
  await page.waitForFunction(() => /visible map/.test(document.getElementById("search-status").textContent));
  flow.inViewUrl = inView.url();
  flow.inViewRows = await shownRows(page);
  flow.viewAfterInView = await page.evaluate(() => geoMap.view().bbox);
  const near = await search(page, "/cities?q=paris&", () => page.locator("#in-view").uncheck());
  await page.waitForFunction(() => /near the map/.test(document.getElementById("search-status").textContent));
  flow.nearUrl = near.url();
  flow.nearRows = await shownRows(page);
  await page.screenshot({ path: `${screenshots}/${name}-near.png` });
  await page.close();
  return flow;
}

try {
  const page = await openPage({ width: 1280, height: 800 });
  report.title = await page.title();

  // Typed key by key, as a person would: each keystroke may start a search; the last one must win.
  const placeSearch = await search(page, "/places?q=zurich&",
    () => page.locator("#search").pressSequentially("zurich", { delay: 40 }));
  report.placeUrl = placeSearch.url();
  report.placeRows = await shownRows(page);
  // The places found moved the map to Zürich: the city search now asks with the map's centre as the focus.
  const citySearch = await search(page, "/cities?q=zurich&", () => page.locator("#search-kind").selectOption("cities"));
  report.cityUrl = citySearch.url();
  report.cityRows = await shownRows(page);
  await search(page, "/cities?q=qqqxqqq&", () => page.locator("#search").fill("qqqxqqq"));
  report.emptySearchStatus = await page.locator("#search-status").textContent();
  report.emptySearchMarkers = (await mapState(page)).resultMarkers;
  // A place written with a country nothing of that name lies in: the places of the name alone, and the status says so.
  await search(page, "/cities?q=Seattle%2C%20Canada&", () => page.locator("#search").fill("Seattle, Canada"));
  report.unmatchedSearchStatus = await page.locator("#search-status").textContent();
  report.unmatchedRows = await shownRows(page);
  await search(page, "/cities?q=zurich&", () => page.locator("#search").fill("zurich"));

  await page.locator("#country").fill("de");
  await page.locator("#country-form button").click();
  report.country = await shownTerms(page, "#country-result");
  report.countryMap = await mapState(page);
  await page.screenshot({ path: `${screenshots}/home.png`, fullPage: true });

  // Its subdivisions: Bavaria chosen from the list is outlined, described with its largest cities, and a click
  // inside it names it with its ISO code.
  await page.locator("#subdivision-list button[data-code='DE.02']").waitFor();
  report.subdivisionButtons = await page.locator("#subdivision-list button").evaluateAll(buttons =>
    buttons.map(button => [button.dataset.code, button.textContent]));
  const outline = page.waitForResponse(response => response.url().includes("/subdivisions/DE.02"));
  await page.locator("#subdivision-list button[data-code='DE.02']").click();
  report.subdivisionContentType = (await outline).headers()["content-type"];
  report.subdivision = await shownTerms(page, "#subdivision-result");
  report.subdivisionShapes = await page.evaluate(() => geoMap.subdivisionShapes());
  report.subdivisionView = await page.evaluate(() => geoMap.map.getBounds().toBBoxString());
  report.bavariaPoint = await clickMapAt(page, 48.4, 11.7);
  await page.screenshot({ path: `${screenshots}/desktop-subdivision.png` });

  await page.locator("#ip").fill("8.8.8.8");
  await page.locator("#ip-form button[type=submit]").click();
  report.ip = await shownTerms(page, "#ip-result");
  await page.locator("#ip-result").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${screenshots}/desktop-ip.png` });
  await page.locator("#my-ip").click();
  await page.waitForFunction(() => !["", "Locating…"].includes(document.getElementById("ip-status").textContent));
  report.myIpStatus = await page.locator("#ip-status").textContent();

  await page.locator("#country").fill("Atlantis");
  await page.locator("#country-form button").click();
  await page.waitForFunction(() => !["", "Looking up…"].includes(document.getElementById("country-status").textContent));
  report.unknownCountryStatus = await page.locator("#country-status").textContent();

  // A file dropped on the page: markers coloured by confidence, the least sure rows first, and the CSV download.
  const list = "name,country\nMünchen,\nSpringfield,US\nParsi,FR\nQqqxzzqj,\nTokyo,JP\nBerlin,Narnia\n";
  await page.locator("#geocode-file").setInputFiles({ name: "list.csv", mimeType: "text/csv",
                                                        buffer: Buffer.from(list) });
  await page.waitForFunction(() => /rows:|Not geocoded/.test(document.getElementById("geocode-status").textContent));
  report.geocodeStatus = await page.locator("#geocode-status").textContent();
  report.geocodeRows = await page.locator("#geocode-check tbody tr").evaluateAll(rows =>
    rows.map(row => Array.from(row.cells, cell => cell.textContent)));
  report.geocodeMarkers = await page.evaluate(() => geoMap.geocodedCount());
  report.geocodeColours = await page.locator("path.geocoded-marker").evaluateAll(paths =>
    paths.map(path => path.getAttribute("fill")).sort());
  await page.locator("#geocode-download").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${screenshots}/desktop-geocode.png` });
  const downloading = page.waitForEvent("download");
  await page.locator("#geocode-download").click();
  const downloaded = await downloading;
  report.geocodeDownloadName = downloaded.suggestedFilename();
  const chunks = [];
  for await (const chunk of await downloaded.createReadStream()) chunks.push(chunk);
  report.geocodeDownload = Buffer.concat(chunks).toString("utf8");
  await page.locator("#geocode-file").setInputFiles({ name: "towns.csv", mimeType: "text/csv",
                                                        buffer: Buffer.from("town\nParis\n") });
  await page.waitForFunction(() => /Not geocoded/.test(document.getElementById("geocode-status").textContent));
  report.geocodeRefusal = await page.locator("#geocode-status").textContent();

  await page.locator("#docs-link").click();
  await page.locator(".swagger-ui .info .title").waitFor({ timeout: 30000 });
  report.docsTitle = await page.locator(".swagger-ui .info .title").textContent();
  report.docsOperations = await page.locator(".opblock-summary-path").evaluateAll(paths =>
    paths.map(path => path.textContent.replace(/\u200b/g, "")));
  await page.screenshot({ path: `${screenshots}/docs.png` });
  await page.close();

  report.desktop = await mapFlow({ width: 1280, height: 800 }, "desktop");
  report.phone = await mapFlow({ width: 390, height: 844 }, "phone");
  // Refused on purpose: a country that does not exist, and the page's own address, which is loopback here.
  report.failedRequests = report.failedRequests.filter(url => !url.includes("Atlantis")
    && !url.endsWith("/ip?fields=name,flag") && !url.includes("/cities/geocode"));
} finally {
  await browser.close();
}
console.log(JSON.stringify(report));
