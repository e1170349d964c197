/**
 * Reverse geocoding: ReverseLookupBean, which answers what is at a point from the country and time-zone boundaries
 * and from the place, city, postal and country read models. Uses api, boundary, country, place, postal and
 * spatial.
 */
package dev.geolookup.reverse;
