/**
 * The schema: versioned migrations applied at start. Uses nothing of ours.
 */
package dev.geolookup.dbinit;
