/**
 * The IP job: DB-IP's country ranges.
 */
package dev.geolookup.imports.ip;
