/**
 * GeoNames' JSON web services as their clients call them: which services there are, the typed parameters each reads
 * and how a request's text is read into them, and the lookup that answers them in GeoNames' shapes. Uses api,
 * api.geo, api.request and api.text.
 */
package dev.geolookup.api.adapter.geonames;
