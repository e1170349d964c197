/**
 * The REST resource of the subdivisions. Uses api, web.geojson and web.http.
 */
package dev.geolookup.web.subdivision;
