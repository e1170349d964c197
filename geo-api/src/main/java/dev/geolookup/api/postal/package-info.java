/**
 * The postal-code lookup's interface. Uses api and api.geo.
 */
package dev.geolookup.api.postal;
