/**
 * The postal-code endpoints. Uses api and web.geojson.
 */
package dev.geolookup.web.postal;
