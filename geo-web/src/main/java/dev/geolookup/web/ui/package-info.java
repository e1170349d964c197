/**
 * The web page at /: a world map that works offline, search, nearest places, reverse geocoding and country lookups in
 * a browser, and Swagger UI at /docs. Uses api and web.http.
 */
package dev.geolookup.web.ui;
