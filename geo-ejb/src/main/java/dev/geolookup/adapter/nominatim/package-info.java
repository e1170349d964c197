/**
 * Nominatim's search, reverse and status over this service's read models, for places, divisions and countries: the
 * lookup bean, the search and the reverse query, and Nominatim's answer shapes. Uses adapter, api, place,
 * readmodel, reverse, search.score and spatial.
 */
package dev.geolookup.adapter.nominatim;
