/**
 * The place and city endpoints, their geocoding of files included. Uses api, web.geocode, web.geojson and web.http.
 */
package dev.geolookup.web.place;
