/**
 * Nominatim's search, reverse and status at their own paths under /nominatim, so that a Nominatim client needs only
 * another base address for places (docs/API.md, "Moving from Nominatim"): the resource, its parameters as Nominatim
 * names them, and Nominatim's error body. Uses web.http and api.
 */
package dev.geolookup.web.adapter.nominatim;
