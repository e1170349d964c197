/**
 * The reverse-geocoding endpoints.
 */
package dev.geolookup.web.reverse;
