/**
 * The reverse-geocoding lookup's interface and its query: what is at a point.
 */
package dev.geolookup.api.reverse;
