/**
 * What place, city and postal queries share: coordinates, the nearest-neighbour query and the feature-class
 * filter.
 */
package dev.geolookup.api.geo;
