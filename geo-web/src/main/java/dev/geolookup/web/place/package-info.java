/**
 * The place and city endpoints. Uses api and web.geojson.
 */
package dev.geolookup.web.place;
