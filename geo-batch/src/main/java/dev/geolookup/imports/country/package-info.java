/**
 * The countries job: REST Countries JSON read as a stream, mapped to rows and written to the staging tables. Uses api
 * and imports.
 */
package dev.geolookup.imports.country;
