/**
 * The web page at /: a world map that works offline, search, nearest places, reverse geocoding and country
 * lookups in a browser, and Swagger UI at /docs.
 */
package dev.geolookup.web.ui;
