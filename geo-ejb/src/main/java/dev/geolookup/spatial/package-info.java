/**
 * Geometry several features share: great-circle distance and the nearest-neighbour index over packed coordinates.
 * Uses readmodel.
 */
package dev.geolookup.spatial;
