/**
 * The postal-code endpoints.
 */
package dev.geolookup.web.postal;
