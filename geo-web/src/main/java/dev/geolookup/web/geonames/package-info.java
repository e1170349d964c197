/**
 * GeoNames' JSON web services at their own paths under /geonames, so that a GeoNames client needs only another base
 * address (docs/API.md, "Moving from GeoNames"): the resource and its JSONP wrapping. Uses web.http and api.
 */
package dev.geolookup.web.geonames;
