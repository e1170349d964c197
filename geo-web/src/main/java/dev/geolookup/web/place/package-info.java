/**
 * The place and city endpoints. Uses api, web.geojson and web.http.
 */
package dev.geolookup.web.place;
