/**
 * The MariaDB data sources the WAR declares, configured from MicroProfile Config, so that no password is in
 * the source tree.
 */
package dev.geolookup.web.database;
