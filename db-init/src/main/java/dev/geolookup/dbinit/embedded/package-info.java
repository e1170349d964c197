/**
 * The embedded MariaDB that ./run and the tests start when no database is configured. Uses nothing of ours.
 */
package dev.geolookup.dbinit.embedded;
