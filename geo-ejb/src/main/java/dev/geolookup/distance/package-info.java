/**
 * Great-circle distances between two cities or two points: DistanceLookupBean. Uses place (the cities) and
 * spatial.
 */
package dev.geolookup.distance;
