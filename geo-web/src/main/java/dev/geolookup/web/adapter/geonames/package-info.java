/**
 * GeoNames' JSON web services at their own paths under /geonames, so that a GeoNames client needs only another base
 * address (docs/API.md, "Moving from GeoNames"): the resource that dispatches by the service table, the metrics
 * label of each service, and the JSONP wrapping. Uses web.http, web.metrics and api.
 */
package dev.geolookup.web.adapter.geonames;
