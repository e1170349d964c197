/**
 * Geocoding a list: rows of a name, with an optional country, first-level division and focus, in; for each row the
 * place meant, how sure the match is and how it matched, out. Uses api.text.
 */
package dev.geolookup.api.geocode;
