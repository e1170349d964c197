/**
 * The IP lookup's interface. Uses api and api.country.
 */
package dev.geolookup.api.ip;
