/**
 * The place and city lookups' interfaces (a city is a place of another dataset) and the name-search query.
 */
package dev.geolookup.api.place;
