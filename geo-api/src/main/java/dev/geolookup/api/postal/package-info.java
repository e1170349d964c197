/**
 * The postal-code lookup's interface.
 */
package dev.geolookup.api.postal;
