/**
 * Reverse geocoding: the country and time-zone boundaries (entities, views, holders) and ReverseLookupBean, which
 * answers what is at a point from them and from the place, city, postal and country read models. Uses spatial.
 */
package dev.geolookup.reverse;
