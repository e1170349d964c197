/**
 * Geocoding a CSV file over HTTP: the rows read from the request a chunk at a time (CsvRows), geocoded by the
 * GeocodeLookup and written back as they come, as CSV, JSON lines or GeoJSON (GeocodeAnswer), so that neither the
 * file nor the answer is ever held whole (ListGeocoding). Uses api and web.http.
 */
package dev.geolookup.web.geocode;
