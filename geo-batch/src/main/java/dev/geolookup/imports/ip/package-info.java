/**
 * The IP job: DB-IP's country ranges. Uses imports.
 */
package dev.geolookup.imports.ip;
