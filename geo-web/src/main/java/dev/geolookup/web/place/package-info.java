/**
 * The place and city endpoints.
 */
package dev.geolookup.web.place;
