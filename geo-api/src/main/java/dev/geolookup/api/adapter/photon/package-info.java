/**
 * photon's search and reverse as its clients call them, for places, divisions and countries: the typed requests a
 * client's parameters are read into and the lookup that answers them as photon's GeoJSON. Uses api, api.geo,
 * api.place, api.request and api.text.
 */
package dev.geolookup.api.adapter.photon;
