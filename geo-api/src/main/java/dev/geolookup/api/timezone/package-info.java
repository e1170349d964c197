/**
 * The time-zone lookup's interface and its query: which zone a point lies in and what time it is there. Uses api and
 * api.geo.
 */
package dev.geolookup.api.timezone;
