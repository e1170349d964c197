/**
 * The boundary jobs: country, time-zone and first-level subdivision polygons from GeoJSON, each feature's code
 * checked and its geometry written as WKB into a staging table with a spatial index. Uses api and imports.
 */
package dev.geolookup.imports.boundary;
