/**
 * The distance endpoint. Uses api.
 */
package dev.geolookup.web.distance;
