/**
 * The schema: versioned migrations applied at start.
 */
package dev.geolookup.dbinit;
