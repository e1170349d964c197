/**
 * The embedded MariaDB that ./run and the tests start when no database is configured.
 */
package dev.geolookup.dbinit.embedded;
