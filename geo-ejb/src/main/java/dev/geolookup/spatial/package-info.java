/**
 * Geometry several features share: great-circle distance and the nearest-neighbour index over packed
 * coordinates. Depends on nothing of ours.
 */
package dev.geolookup.spatial;
