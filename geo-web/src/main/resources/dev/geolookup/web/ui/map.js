"use strict";
// The world map: bundled Natural Earth outlines (no internet needed), an optional tile layer a deployment
// configures, result markers, the marked point and the outlined country. page.js decides what to show.

const geoMap = (() => {
  const LAND = { color: "#8a9a84", weight: 0.6, fillColor: "#f3efe4", fillOpacity: 1 };
  const LAND_OVER_TILES = { color: "#5d6b58", weight: 0.6, fillOpacity: 0 };
  const OUTLINED = { color: "#b3261e", weight: 2.5, fillColor: "#f6d5cf", fillOpacity: 0.55 };
  const RESULT = { className: "result-marker", radius: 6, color: "#ffffff", weight: 1.5, fillColor: "#0b5cad", fillOpacity: 0.95 };
  const CHOSEN = { radius: 9, color: "#ffffff", weight: 2, fillColor: "#e8710a", fillOpacity: 1 };
  const GEOCODED = { className: "geocoded-marker", radius: 6, color: "#ffffff", weight: 1.5, fillOpacity: 0.95 };
  const SUBDIVISION = { className: "subdivision-outline", color: "#6a1b9a", weight: 2, fillColor: "#d9c2e6",
                        fillOpacity: 0.5 };
  const POINT = { className: "point-marker", radius: 8, color: "#b3261e", weight: 3, fillColor: "#ffffff", fillOpacity: 1 };

  const map = L.map("map", { worldCopyJump: true, minZoom: 1, maxZoom: 12, zoomSnap: 0.5,
                             maxBounds: [[-89, -540], [89, 540]], attributionControl: true })
    .setView([25, 10], 2);
  map.attributionControl.setPrefix(false);
  const countriesById = new Map();
  let landStyle = LAND;
  let countries = null;
  let outlined = null;
  const results = L.featureGroup().addTo(map);
  const geocoded = L.featureGroup().addTo(map);
  const subdivision = L.featureGroup().addTo(map);
  let resultMarkers = [];
  let chosen = null;
  let pointMarker = null;

  async function load() {
    const settings = await fetch("/ui/map-settings").then(answer => answer.json());
    if (settings.tiles) {
      L.tileLayer(settings.tiles, { attribution: settings.attribution, maxZoom: 19 }).addTo(map);
      landStyle = LAND_OVER_TILES;
    }
    const topology = await fetch("/ui/countries-110m.topojson").then(answer => answer.json());
    const outlines = topojson.feature(topology, topology.objects.countries);
    outlines.features.forEach(feature => forEachRing(feature.geometry, unwrap));
    countries = L.geoJSON(outlines, {
      style: () => landStyle,
      onEachFeature: (feature, layer) => { if (feature.id) countriesById.set(feature.id, layer); },
    }).addTo(map);
    countries.bringToBack();
    map.attributionControl.addAttribution("Outlines: Natural Earth");
    document.getElementById("map").dataset.ready = "true";
  }

  function forEachRing(geometry, action) {
    const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
    polygons.forEach(polygon => polygon.forEach(action));
  }

  /**
   * The outlines cut rings at the antimeridian (Russia, Fiji); a ring that steps from +180 to -180 would be drawn
   * as a line across the world, so each step of more than half the globe is undone by continuing past 180. A ring
   * around a pole (Antarctica) does not close when unwrapped and is left as it is.
   */
  function unwrap(ring) {
    let shift = 0;
    const longitudes = ring.map((point, i) => {
      if (i > 0) {
        const step = point[0] - ring[i - 1][0];
        if (step > 180) shift -= 360;
        else if (step < -180) shift += 360;
      }
      return point[0] + shift;
    });
    if (shift === 0) longitudes.forEach((longitude, i) => { ring[i][0] = longitude; });
  }

  /** keepView: the search was limited to what the map shows, so the map stays where the reader put it. */
  function setResults(collection, label, keepView = false) {
    results.clearLayers();
    resultMarkers = [];
    chosen = null;
    L.geoJSON(collection, {
      filter: feature => feature.geometry !== null,
      pointToLayer: (feature, latlng) => L.circleMarker(latlng, RESULT),
      onEachFeature: (feature, layer) => {
        layer.bindTooltip(label(feature.properties));
        resultMarkers.push(layer);
        results.addLayer(layer);
      },
    });
    if (resultMarkers.length > 0 && !keepView) {
      map.fitBounds(results.getBounds(), { padding: [30, 30], maxZoom: 8, animate: false });
    }
  }

  /** The rows of a geocoded file that found a place, coloured by how sure each match is. */
  function setGeocoded(rows) {
    geocoded.clearLayers();
    rows.forEach(row => {
      const style = { ...GEOCODED, fillColor: confidenceColour(row.confidence) };
      L.circleMarker([row.latitude, row.longitude], style)
        .bindTooltip(`${row.name}, ${row.countryCode}: ${row.match}, confidence ${row.confidence}`)
        .addTo(geocoded);
    });
    if (rows.length > 0) {
      map.fitBounds(geocoded.getBounds(), { padding: [30, 30], maxZoom: 8, animate: false });
    }
  }

  /** Sure (0.9 or more) green, worth a look (0.5 to 0.9) amber, to check (below 0.5) red. */
  function confidenceColour(confidence) {
    return confidence >= 0.9 ? "#1a7f37" : confidence >= 0.5 ? "#c27c0e" : "#b3261e";
  }

  function choose(index) {
    if (chosen) chosen.setStyle(RESULT).setRadius(RESULT.radius).closeTooltip();
    chosen = resultMarkers[index] ?? null;
    if (!chosen) return;
    chosen.setStyle(CHOSEN).setRadius(CHOSEN.radius).bringToFront().openTooltip();
    // Never animated, like fitting the results: a zoom animation still running when the next view is set would
    // end by restoring its own target, so a quick succession of choices must end where the last one points.
    map.setView(chosen.getLatLng(), Math.max(map.getZoom(), 5), { animate: false });
  }

  function markPoint(latlng) {
    if (pointMarker) pointMarker.remove();
    pointMarker = L.circleMarker(latlng, POINT).addTo(map);
  }

  /**
   * Where the reader is looking, as search parameters: the centre as the focus once the map shows a region (zoom 4
   * or closer; the whole world has no meaningful centre), and the visible box (minLng,minLat,maxLng,maxLat, across
   * the antimeridian where the view is).
   */
  function view() {
    const bounds = map.getBounds();
    const wrap = longitude => ((longitude + 180) % 360 + 360) % 360 - 180;
    const whole = bounds.getEast() - bounds.getWest() >= 360;
    const clamp = latitude => Math.max(-90, Math.min(90, latitude));
    const box = [whole ? -180 : wrap(bounds.getWest()), clamp(bounds.getSouth()),
                 whole ? 180 : wrap(bounds.getEast()), clamp(bounds.getNorth())];
    const centre = map.getCenter().wrap();
    return { focus: map.getZoom() >= 4 ? centre : null, bbox: box.map(value => value.toFixed(5)).join(",") };
  }

  /** Outlines the country by its ISO numeric code; a country too small for the 1:110m outlines is centred. */
  function outlineCountry(numericCode, latlng) {
    subdivision.clearLayers();
    if (outlined) outlined.setStyle(landStyle);
    outlined = countriesById.get(numericCode) ?? null;
    if (outlined) {
      outlined.setStyle(OUTLINED).bringToFront();
      map.fitBounds(outlined.getBounds(), { padding: [20, 20], maxZoom: 6, animate: false });
    } else if (latlng) {
      map.setView(latlng, 6, { animate: false });
    }
  }

  /** Draws a subdivision's GeoJSON Feature (its outline, or its point where no outline is known) and fits it. */
  function outlineSubdivision(feature) {
    subdivision.clearLayers();
    if (!feature.geometry) return;
    if (feature.geometry.type !== "Point") forEachRing(feature.geometry, unwrap);
    L.geoJSON(feature, {
      style: () => SUBDIVISION,
      pointToLayer: (point, latlng) => L.circleMarker(latlng, { ...POINT, className: "subdivision-marker" }),
    }).addTo(subdivision);
    map.fitBounds(subdivision.getBounds(), { padding: [20, 20], maxZoom: 8, animate: false });
  }

  function onPointChosen(callback) {
    map.on("click", event => callback(event.latlng.wrap()));
    document.getElementById("map").addEventListener("keydown", event => {
      if (event.key === "Enter" && event.target.id === "map") callback(map.getCenter().wrap());
    });
  }

  const loaded = load();
  return { map, loaded, setResults, setGeocoded, confidenceColour, choose, markPoint, outlineCountry, outlineSubdivision,
           onPointChosen, subdivisionShapes: () => document.querySelectorAll("#map path.subdivision-outline").length,
           view, resultCount: () => resultMarkers.length, geocodedCount: () => geocoded.getLayers().length,
           outlinedCode: () => outlined?.feature.id ?? null };
})();
