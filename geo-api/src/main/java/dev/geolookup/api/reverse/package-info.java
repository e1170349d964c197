/**
 * The reverse-geocoding lookup's interface and its query: what is at a point. Uses api, api.country, api.geo,
 * api.request and api.text.
 */
package dev.geolookup.api.reverse;
