/**
 * Reverse geocoding: the country and time-zone boundaries (entities, views, holders) and ReverseLookupBean, which
 * answers what is at a point from them and from the place, city, postal and country read models. Uses api, country,
 * place, postal, readmodel and spatial.
 */
package dev.geolookup.reverse;
