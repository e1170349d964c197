/**
 * The reverse-geocoding endpoints. Uses api, web.geojson and web.http.
 */
package dev.geolookup.web.reverse;
