/**
 * The postal-code endpoints. Uses api, web.geojson and web.http.
 */
package dev.geolookup.web.postal;
