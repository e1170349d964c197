/**
 * The distance endpoint. Uses api and web.http.
 */
package dev.geolookup.web.distance;
