/**
 * Sets of row numbers as the indexes hand them out and the plans combine them: walks over sorted rows, spans,
 * intersections and a bounded heap of the best. Uses readmodel.
 */
package dev.geolookup.search.rows;
