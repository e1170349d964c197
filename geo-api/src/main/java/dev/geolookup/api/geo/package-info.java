/**
 * What place, city and postal queries share: coordinates, the nearest-neighbour query and the feature-class filter.
 * Uses api, api.country and api.request.
 */
package dev.geolookup.api.geo;
