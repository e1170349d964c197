/**
 * The MariaDB data sources the WAR declares, configured from MicroProfile Config, so that no password is in the
 * source tree. Uses nothing of ours.
 */
package dev.geolookup.web.database;
