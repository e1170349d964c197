/**
 * Reverse geocoding: ReverseLookupBean, which answers what is at a point from the country and time-zone boundaries,
 * the subdivision outlines and the place, city, postal and country read models. Uses api, boundary, country, place,
 * postal, search.index, served, spatial and subdivision.
 */
package dev.geolookup.reverse;
