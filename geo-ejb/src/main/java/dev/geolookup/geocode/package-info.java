/**
 * Geocoding a list: GeocodeLookupBean hands each chunk of rows to a RowGeocoder, which searches the gazetteer by the
 * scoring model and judges each match (MatchConfidence). Uses api, country, place, search.score and
 * spatial.
 */
package dev.geolookup.geocode;
