/**
 * The REST resource of the time at a point. Uses api and web.http.
 */
package dev.geolookup.web.timezone;
