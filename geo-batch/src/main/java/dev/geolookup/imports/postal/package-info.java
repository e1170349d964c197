/**
 * The postal-code job: GeoNames' postal-code dump. Uses imports.
 */
package dev.geolookup.imports.postal;
