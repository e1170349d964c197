/**
 * The IP lookup's interface.
 */
package dev.geolookup.api.ip;
