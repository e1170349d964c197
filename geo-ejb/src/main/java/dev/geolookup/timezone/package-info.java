/**
 * The time at a point: TimezoneLookupBean and the answers it writes from the time-zone boundaries of reverse
 * geocoding and the Java runtime's zone rules. Uses api and reverse.
 */
package dev.geolookup.timezone;
