"use strict";
// Geocoding a file on the page: the file is posted as it is to /cities/geocode; the answer's JSON lines become
// markers coloured by confidence and a table of the least sure rows; the download asks for the CSV answer.

(() => {
  const drop = document.getElementById("geocode-drop");
  const input = document.getElementById("geocode-file");
  const status = document.getElementById("geocode-status");
  const table = document.getElementById("geocode-check");
  const download = document.getElementById("geocode-download");
  const ROWS_TO_CHECK = 10;
  let file = null;

  async function post(chosen, accept) {
    const response = await fetch("/cities/geocode" + (langParameter ? `?${langParameter.slice(1)}` : ""),
      { method: "POST", headers: { "Content-Type": "text/csv", Accept: accept }, body: chosen });
    if (!response.ok) {
      const text = await response.text();
      let reason = text;
      try { reason = JSON.parse(text); } catch (notJson) { /* the body is the reason as it is */ }
      throw new Error(reason);
    }
    return response;
  }

  /** The name a row gave: its name, q or city column, as the service reads it. */
  function nameGiven(row) {
    const key = Object.keys(row).find(column => ["name", "q", "city"].includes(column.trim().toLowerCase()));
    return key ? row[key] : "";
  }

  async function geocode(chosen) {
    file = chosen;
    download.disabled = true;
    table.hidden = true;
    status.textContent = `Geocoding ${chosen.name}…`;
    let rows;
    try {
      const text = await (await post(chosen, "application/json")).text();
      rows = text.split("\n").filter(line => line.length > 0).map(line => JSON.parse(line));
    } catch (error) {
      status.textContent = `Not geocoded: ${error.message}`;
      geoMap.setGeocoded([]);
      return;
    }
    rows.forEach((row, index) => { row.line = index + 2; });
    geoMap.setGeocoded(rows.filter(row => row.latitude != null));
    const sure = rows.filter(row => row.confidence >= 0.9).length;
    const placed = rows.filter(row => row.latitude != null).length;
    status.textContent = `${rows.length} rows: ${placed} placed on the map, ${sure} of them sure (0.9 or more); `
      + `${rows.length - placed} without a place.`;
    const body = table.tBodies[0];
    body.replaceChildren();
    rows.slice().sort((a, b) => (a.confidence ?? -1) - (b.confidence ?? -1) || a.line - b.line)
      .slice(0, ROWS_TO_CHECK).forEach(row => {
        const tr = body.insertRow();
        cell(tr, String(row.line), true);
        cell(tr, nameGiven(row.row));
        cell(tr, row.name ? `${row.name}, ${row.countryCode}` : (row.reason ?? "—"));
        cell(tr, row.match);
        cell(tr, row.confidence == null ? "—" : row.confidence.toFixed(2), true);
        tr.cells[4].style.color = geoMap.confidenceColour(row.confidence ?? 0);
      });
    table.hidden = rows.length === 0;
    download.disabled = false;
  }

  download.addEventListener("click", async () => {
    if (!file) return;
    try {
      const blob = await (await post(file, "text/csv")).blob();
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = file.name.replace(/\.csv$/i, "") + "-geocoded.csv";
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (error) {
      status.textContent = `Not downloaded: ${error.message}`;
    }
  });
  input.addEventListener("change", () => { if (input.files[0]) geocode(input.files[0]); });
  drop.addEventListener("dragover", event => { event.preventDefault(); drop.classList.add("over"); });
  drop.addEventListener("dragleave", () => drop.classList.remove("over"));
  drop.addEventListener("drop", event => {
    event.preventDefault();
    drop.classList.remove("over");
    if (event.dataTransfer.files[0]) geocode(event.dataTransfer.files[0]);
  });
})();
