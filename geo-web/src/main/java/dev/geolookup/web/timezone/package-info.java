/**
 * The REST resource of the time at a point. Uses api.
 */
package dev.geolookup.web.timezone;
