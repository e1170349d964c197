/**
 * Great-circle distances between two cities or two points: DistanceLookupBean and the DistanceQueries it hands the
 * views to. Uses api, place and spatial.
 */
package dev.geolookup.distance;
