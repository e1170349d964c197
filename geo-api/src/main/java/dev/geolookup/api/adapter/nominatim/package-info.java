/**
 * Nominatim's search, reverse and status services as its clients call them, for places, divisions and countries:
 * the typed requests a client's parameters are read into, the formats, and the lookup that answers them in
 * Nominatim's shapes. Uses api, api.geo, api.request and api.text.
 */
package dev.geolookup.api.adapter.nominatim;
