/**
 * The time at a point: TimezoneLookupBean and the answers it writes from the time-zone boundaries and the
 * Java runtime's zone rules. Uses api and boundary.
 */
package dev.geolookup.timezone;
