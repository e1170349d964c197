/**
 * The GeoJSON (RFC 7946) form of the answers that locate things, as the lookups write it from their records
 * ({@code api.GeoJson}): a FeatureCollection of Points whose properties are the JSON records (one Feature for an
 * answer of one record), chosen by {@code Accept: application/geo+json} or {@code format=geojson}. Uses api and
 * web.http.
 */
package dev.geolookup.web.geojson;
