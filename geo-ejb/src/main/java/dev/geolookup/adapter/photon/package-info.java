/**
 * photon's search and reverse over this service's read models, for places, divisions and countries: the lookup bean
 * and photon's GeoJSON. Uses adapter, api, place, search.score and spatial.
 */
package dev.geolookup.adapter.photon;
