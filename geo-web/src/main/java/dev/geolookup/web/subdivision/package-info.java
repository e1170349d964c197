/**
 * The REST resource of the subdivisions. Uses api and web.http.
 */
package dev.geolookup.web.subdivision;
