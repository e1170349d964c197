/**
 * The distance endpoint.
 */
package dev.geolookup.web.distance;
