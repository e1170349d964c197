/**
 * The boundary jobs: country and time-zone polygons from GeoJSON, each feature's code checked and its geometry
 * written as WKB into a staging table with a spatial index. Uses imports.
 */
package dev.geolookup.imports.boundary;
