/**
 * The place and city lookups' interfaces (a city is a place of another dataset) and the name-search query. Uses api,
 * api.country, api.geo, api.request, api.subdivision and api.text.
 */
package dev.geolookup.api.place;
