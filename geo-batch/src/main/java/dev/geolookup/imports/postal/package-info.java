/**
 * The postal-code job: GeoNames' postal-code dump.
 */
package dev.geolookup.imports.postal;
