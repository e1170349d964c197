// Usage: node page-test.mjs <base URL> <screenshot folder>. Prints one JSON line with what the page showed.
import { chromium } from "playwright-core";

const [base, screenshots] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync"],
});
const report = {};
try {
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  const failedRequests = [];
  page.on("response", response => { if (response.status() >= 400) failedRequests.push(response.url()); });
  page.on("pageerror", error => failedRequests.push(`script error: ${error.message}`));

  await page.goto(base);
  report.title = await page.title();

  // Waits for the answer to the search an action starts, and for the page to show it.
  const search = async (path, action) => {
    const answer = page.waitForResponse(response => response.url().includes(path));
    await action();
    await answer;
    await page.waitForFunction(() => /shown|Nothing/.test(document.getElementById("search-status").textContent));
  };
  const shownRows = () => page.locator("#search-results tbody tr").evaluateAll(rows =>
    rows.map(row => Array.from(row.cells, cell => cell.textContent)));

  // Typed key by key, as a person would: each keystroke may start a search; the last one must win.
  await search("/places?q=zurich&", () => page.locator("#search").pressSequentially("zurich", { delay: 40 }));
  report.placeRows = await shownRows();
  await search("/cities?q=zurich&", () => page.locator("#search-kind").selectOption("cities"));
  report.cityRows = await shownRows();
  await search("/cities?q=qqqxqqq&", () => page.locator("#search").fill("qqqxqqq"));
  report.emptySearchStatus = await page.locator("#search-status").textContent();
  await search("/cities?q=zurich&", () => page.locator("#search").fill("zurich"));

  await page.locator("#country").fill("de");
  await page.locator("#country-form button").click();
  await page.locator("#country-result").waitFor();
  report.country = await page.locator("#country-result").evaluate(list => {
    const fields = {};
    for (const term of list.querySelectorAll("dt")) fields[term.textContent] = term.nextElementSibling.textContent;
    return fields;
  });
  await page.screenshot({ path: `${screenshots}/home.png`, fullPage: true });

  await page.locator("#country").fill("Atlantis");
  await page.locator("#country-form button").click();
  await page.waitForFunction(() => !["", "Looking up…"].includes(document.getElementById("country-status").textContent));
  report.unknownCountryStatus = await page.locator("#country-status").textContent();

  await page.locator("#docs-link").click();
  await page.locator(".swagger-ui .info .title").waitFor({ timeout: 30000 });
  report.docsTitle = await page.locator(".swagger-ui .info .title").textContent();
  report.docsOperations = await page.locator(".opblock-summary-path").evaluateAll(paths =>
    paths.map(path => path.textContent.replace(/\u200b/g, "")));
  await page.screenshot({ path: `${screenshots}/docs.png` });
  report.failedRequests = failedRequests.filter(url => !url.includes("Atlantis"));
} finally {
  await browser.close();
}
console.log(JSON.stringify(report));
