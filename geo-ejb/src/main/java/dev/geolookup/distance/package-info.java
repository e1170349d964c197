/**
 * Great-circle distances between two cities or two points: DistanceLookupBean. Uses api, place and spatial.
 */
package dev.geolookup.distance;
