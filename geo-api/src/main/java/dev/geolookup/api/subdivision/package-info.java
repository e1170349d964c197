/**
 * The contract of the subdivisions: states, provinces and regions of a country and the divisions below them, by
 * ISO 3166-2 or GeoNames code. Uses api and api.text.
 */
package dev.geolookup.api.subdivision;
